import type {
  CourseArchive,
  StudioCourseInput,
  StudioLessonInput,
  StudioModuleInput,
  StudioQuizInput,
} from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import type { SessionUser } from '../../plugins/auth.js';
import { type ScreenFields, screenWrite } from '../../safety/screen.js';

/**
 * What an instructor writes is read by young learners, so it passes the community's language
 * filter like every member text (decision 1705). Only language counts: a course may name its
 * instructor, a website or a school, which the personal-information coach is there to question
 * in a member's post, not in a course an admin let its author publish.
 */
export async function screenStudioText(
  ctx: Pick<AppContext, 'db' | 'filter' | 'sessions'>,
  user: Pick<SessionUser, 'id' | 'ageBand'>,
  fields: ScreenFields,
): Promise<void> {
  await screenWrite(ctx, user, fields, undefined, { languageOnly: Object.keys(fields) });
}

const listed = (prefix: string, items: readonly string[]) =>
  Object.fromEntries(items.map((text, i) => [`${prefix}.${i}`, text]));

export function courseTexts(c: StudioCourseInput): ScreenFields {
  return {
    title: c.title,
    summary: c.summary,
    description: c.description,
    'instructor.name': c.instructor.name,
    'instructor.title': c.instructor.title,
    'instructor.bio': c.instructor.bio,
    ...listed('learningPoints', c.learningPoints),
    ...listed('prerequisites', c.prerequisites),
  };
}

export const moduleTexts = (m: StudioModuleInput): ScreenFields => ({ title: m.title, description: m.description });

export const lessonTexts = (l: StudioLessonInput): ScreenFields => ({ title: l.title, body: l.body });

export function quizTexts(q: StudioQuizInput, prefix = 'questions'): ScreenFields {
  return Object.fromEntries(
    q.questions.flatMap((question, i) => [
      [`${prefix}.${i}.prompt`, question.prompt],
      ...question.options.map((o, j) => [`${prefix}.${i}.options.${j}`, o.label]),
    ]),
  );
}

/** Every text of an imported course, named by where it is in course.json. */
export function archiveTexts(a: CourseArchive): ScreenFields {
  return {
    ...courseTexts(a.course),
    ...Object.fromEntries(
      a.modules.flatMap((m, i) => [
        ...Object.entries(moduleTexts(m)).map(([k, v]) => [`modules.${i}.${k}`, v]),
        ...m.lessons.flatMap((l, j) =>
          Object.entries(lessonTexts(l)).map(([k, v]) => [`modules.${i}.lessons.${j}.${k}`, v]),
        ),
        ...Object.entries(m.quiz ? quizTexts(m.quiz, `modules.${i}.quiz.questions`) : {}),
      ]),
    ),
    ...Object.fromEntries(a.materials.map((m, i) => [`materials.${i}.title`, m.title])),
  };
}
