import {
  type CourseSummary,
  type ModuleView,
  type Page,
  type StudioCourse,
  type StudioCourseRow,
  studioMissing,
} from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { uniqueText } from '../../test/random-text.js';
import { studioCourseInput, studioLessonInput } from '../../test/studio.js';

let t: TestApp;
let admin: Member;
let author: Member;
let rival: Member;
let learner: Member;

async function grant(member: Member, role: 'instructor' | 'user') {
  const res = await admin.call('PUT', `/api/admin/users/${member.id}/role`, { role });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  admin = await newMember(t, 'Studio Admin');
  await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  t.app.ctx.sessions.forgetUser(admin.id);
  author = await newMember(t, 'Studio Author');
  rival = await newMember(t, 'Studio Rival');
  learner = await newMember(t, 'Studio Learner');
  await grant(author, 'instructor');
  await grant(rival, 'instructor');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const base = '/api/studio/courses';
const errorOf = (res: LightMyRequestResponse) =>
  json<{ error: { code: string; message: string; details?: { missing?: string[] } } }>(res).error;

function expectOk(res: LightMyRequestResponse, status = 200): StudioCourse {
  expect(res.statusCode, res.body).toBe(status);
  return json<StudioCourse>(res);
}

/** A draft with modules of the given lesson titles, made through the studio's routes. */
async function draft(lessonsPerModule: string[][], title = uniqueText('Studio course ', 8)) {
  let course = expectOk(await author.call('POST', base, studioCourseInput(title)), 201);
  for (const [index, lessons] of lessonsPerModule.entries()) {
    course = expectOk(
      await author.call('POST', `${base}/${course.id}/modules`, { title: `Module ${index + 1}`, description: '' }),
      201,
    );
    const moduleId = course.modules[index]?.id ?? '';
    for (const lesson of lessons) {
      course = expectOk(
        await author.call('POST', `${base}/${course.id}/modules/${moduleId}/lessons`, studioLessonInput(lesson)),
        201,
      );
    }
  }
  return course;
}

async function catalogue(member: Member, search: string) {
  const res = await member.call('GET', `/api/courses?search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page<CourseSummary>>(res).items;
}

describe('the instructor role', () => {
  it('opens the studio to instructors and admins only', async () => {
    expect((await learner.call('GET', base)).statusCode).toBe(403);
    expect((await learner.call('POST', base, studioCourseInput('Not allowed'))).statusCode).toBe(403);
    expect((await author.call('GET', base)).statusCode).toBe(200);
    expect((await admin.call('GET', base)).statusCode).toBe(200);
  });

  it('is audited, and taking it away closes the studio at once', async () => {
    const member = await newMember(t, 'Studio Short Term');
    await grant(member, 'instructor');
    expect((await member.call('GET', base)).statusCode).toBe(200);
    await grant(member, 'user');
    expect((await member.call('GET', base)).statusCode).toBe(403);
    const audit = await t.app.ctx.db
      .selectFrom('moderation_actions')
      .select(['action', 'note'])
      .where('subject_id', '=', member.id)
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'role_grant', note: 'instructor' },
      { action: 'role_remove', note: 'instructor' },
    ]);
  });
});

describe('authoring a course', () => {
  it('creates a draft with everything the form sends, and lists it as the author’s', async () => {
    const title = uniqueText('Café Stories ', 8);
    const input = studioCourseInput(title, { prerequisites: ['A pencil'], schedule: { weekday: 5, time: '09:15' } });
    const course = expectOk(await author.call('POST', base, input), 201);
    expect(course).toMatchObject({ ...input, status: 'draft', modules: [], missing: [studioMissing.noModules] });
    expect(course.slug).toMatch(/^cafe-stories-[a-z0-9-]+$/);

    const mine = json<Page<StudioCourseRow>>(await author.call('GET', base)).items;
    expect(mine.find((c) => c.id === course.id)).toMatchObject({ status: 'draft', learners: 0, moduleCount: 0 });
    const theirs = json<Page<StudioCourseRow>>(await rival.call('GET', base)).items;
    expect(theirs.some((c) => c.id === course.id)).toBe(false);
    const all = json<Page<StudioCourseRow>>(await admin.call('GET', `${base}?pageSize=50`)).items;
    expect(all.find((c) => c.id === course.id)?.ownerName).toBe('Studio Author');
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = json<Page<StudioCourseRow>>(await author.call('GET', base)).total;
    const noTitle = await author.call('POST', base, studioCourseInput(''));
    expect(noTitle.statusCode).toBe(400);
    expect(errorOf(noTitle).message).toBe('title: Please enter a title');
    const badCategory = await author.call('POST', base, { ...studioCourseInput('Fine'), category: 'Cooking' });
    expect(badCategory.statusCode).toBe(400);
    expect(errorOf(badCategory).message).toMatch(/^category: /);
    expect(json<Page<StudioCourseRow>>(await author.call('GET', base)).total).toBe(before);
  });

  it('passes what an instructor writes through the language filter, and stores nothing refused', async () => {
    const swearing = 'what the fuck is this';
    const before = json<Page<StudioCourseRow>>(await author.call('GET', base)).total;
    const course = await author.call('POST', base, studioCourseInput(`Lesson: ${swearing}`));
    expect(course.statusCode).toBe(422);
    expect(errorOf(course).code).toBe('language_refused');
    expect(json<Page<StudioCourseRow>>(await author.call('GET', base)).total).toBe(before);

    const draftCourse = await draft([['Clean']]);
    const moduleId = draftCourse.modules[0]?.id ?? '';
    const lessonId = draftCourse.modules[0]?.lessons[0]?.id ?? '';
    const url = `${base}/${draftCourse.id}/modules/${moduleId}/lessons/${lessonId}`;
    const lesson = await author.call('PUT', url, { ...studioLessonInput('Clean'), body: swearing });
    expect(errorOf(lesson).code).toBe('language_refused');
    const stored = expectOk(await author.call('GET', `${base}/${draftCourse.id}`));
    expect(stored.modules[0]?.lessons[0]?.body).toBe(studioLessonInput('Clean').body);
    // A place, a school or a web address in a course is not questioned like a member's post.
    expectOk(
      await author.call('PUT', url, { ...studioLessonInput('Clean'), body: 'Write to teacher@school.example.org' }),
    );
    await t.app.ctx.db.deleteFrom('language_strikes').where('user_id', '=', author.id).execute();
  });

  it('keeps another instructor out of a course as if it did not exist', async () => {
    const course = await draft([['One']]);
    const moduleId = course.modules[0]?.id ?? '';
    const lessonId = course.modules[0]?.lessons[0]?.id ?? '';
    const attempts = [
      rival.call('GET', `${base}/${course.id}`),
      rival.call('PUT', `${base}/${course.id}`, studioCourseInput('Taken over')),
      rival.call('PUT', `${base}/${course.id}/status`, { status: 'published' }),
      rival.call('DELETE', `${base}/${course.id}`),
      rival.call('POST', `${base}/${course.id}/modules`, { title: 'Extra', description: '' }),
      rival.call('PUT', `${base}/${course.id}/modules/${moduleId}`, { title: 'Mine now', description: '' }),
      rival.call('PUT', `${base}/${course.id}/modules/${moduleId}/lessons/${lessonId}`, studioLessonInput('Mine')),
      rival.call('DELETE', `${base}/${course.id}/modules/${moduleId}/lessons/${lessonId}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res).code).toBe('course_not_found');
    }
    const after = expectOk(await author.call('GET', `${base}/${course.id}`));
    expect(after).toMatchObject({ title: course.title, status: 'draft' });
    expect(after.modules).toEqual(course.modules);
    // An admin edits any course.
    expectOk(await admin.call('PUT', `${base}/${course.id}`, studioCourseInput(`${course.title} (edited)`)));
  });

  it('names what is missing and publishes once it is complete', async () => {
    const course = await draft([['Hooks'], []]);
    expect(course.missing).toEqual([studioMissing.noLessons(2, 'Module 2')]);
    const refused = await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'course_incomplete', details: { missing: course.missing } });
    expect(await catalogue(learner, course.title)).toEqual([]);

    const moduleTwo = course.modules[1]?.id ?? '';
    const emptyLesson = { ...studioLessonInput('Blank'), body: '' };
    const withBlank = expectOk(
      await author.call('POST', `${base}/${course.id}/modules/${moduleTwo}/lessons`, emptyLesson),
      201,
    );
    expect(withBlank.missing).toEqual([studioMissing.emptyLesson(2, 'Blank')]);
    const blankId = withBlank.modules[1]?.lessons[0]?.id ?? '';
    const filled = expectOk(
      await author.call(
        'PUT',
        `${base}/${course.id}/modules/${moduleTwo}/lessons/${blankId}`,
        studioLessonInput('Blank'),
      ),
    );
    expect(filled.missing).toEqual([]);

    const published = expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const listed = await catalogue(learner, course.title);
    expect(listed.map((c) => c.slug)).toEqual([course.slug]);
    expect(listed[0]?.prerequisites).toEqual(studioCourseInput('x').prerequisites);
  });

  it('moves only along draft → published ⇄ archived, and deletes drafts only', async () => {
    const course = await draft([['Only']]);
    const toArchive = await author.call('PUT', `${base}/${course.id}/status`, { status: 'archived' });
    expect(toArchive.statusCode).toBe(409);
    expect(errorOf(toArchive).code).toBe('status_not_allowed');
    expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    const back = await author.call('PUT', `${base}/${course.id}/status`, { status: 'draft' });
    expect(back.statusCode).toBe(409);
    const gone = await author.call('DELETE', `${base}/${course.id}`);
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone).code).toBe('status_not_allowed');

    const other = await draft([]);
    expect((await author.call('DELETE', `${base}/${other.id}`)).statusCode).toBe(204);
    expect((await author.call('GET', `${base}/${other.id}`)).statusCode).toBe(404);
  });
});

describe('what learners see', () => {
  it('hides a draft from learners everywhere, and shows it to its author and admins as a preview', async () => {
    const course = await draft([['Secret lesson']]);
    const module1 = `/api/courses/${course.slug}/modules/1`;
    for (const res of [
      await learner.call('GET', module1),
      await learner.call('POST', `/api/courses/${course.slug}/enrollment`, {}),
      await learner.call('GET', `/api/courses/${course.slug}/materials`),
      await rival.call('GET', module1),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res).code).toBe('course_not_found');
    }
    expect(await catalogue(learner, course.title)).toEqual([]);
    for (const viewer of [author, admin]) {
      const preview = json<ModuleView>(await viewer.call('GET', module1));
      expect(preview.course.status).toBe('draft');
      expect(preview.module.lessons.map((l) => [l.title, l.kind, l.body])).toEqual([
        ['Secret lesson', 'text', studioLessonInput('Secret lesson').body],
      ]);
    }
    // The author previews; nobody enrolls in a draft, its author neither.
    expect((await author.call('POST', `/api/courses/${course.slug}/enrollment`, {})).statusCode).toBe(404);
  });

  it('takes an archived course out of the catalogue and keeps it readable for its learners', async () => {
    const course = await draft([['Kept']]);
    expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    expect((await learner.call('POST', `/api/courses/${course.slug}/enrollment`, {})).statusCode).toBe(201);
    const stranger = await newMember(t, 'Studio Stranger');
    expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'archived' }));

    expect(await catalogue(learner, course.title)).toEqual([]);
    expect((await learner.call('GET', `/api/courses/${course.slug}/modules/1`)).statusCode).toBe(200);
    expect((await stranger.call('GET', `/api/courses/${course.slug}/modules/1`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/api/courses/${course.slug}/enrollment`, {})).statusCode).toBe(404);
    const learning = json<Page<CourseSummary>>(await learner.call('GET', '/api/courses/enrolled')).items;
    expect(learning.some((c) => c.slug === course.slug)).toBe(true);

    expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    expect((await catalogue(stranger, course.title)).map((c) => c.slug)).toEqual([course.slug]);
  });
});

describe('editing a published course keeps learners’ progress', () => {
  async function progressOf(member: Member, slug: string) {
    const learning = json<Page<CourseSummary>>(await member.call('GET', '/api/courses/enrolled?pageSize=50')).items;
    return learning.find((c) => c.slug === slug)?.progress.percent;
  }

  it('keeps ids and progress through reorders, and recomputes it when a lesson goes', async () => {
    const course = await draft([
      ['A1', 'A2', 'A3', 'A4'],
      ['B1', 'B2'],
    ]);
    expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    const member = await newMember(t, 'Studio Progress');
    expect((await member.call('POST', `/api/courses/${course.slug}/enrollment`, {})).statusCode).toBe(201);
    const [moduleA, moduleB] = course.modules;
    const a1 = moduleA?.lessons[0]?.id ?? '';
    const done = await member.call('POST', `/api/courses/${course.slug}/modules/1/lessons/${a1}/completion`, {});
    expect(done.statusCode, done.body).toBe(200);
    // One of four lessons of one of two modules: 1/4 of a module out of 2 = 13%.
    expect(await progressOf(member, course.slug)).toBe(13);

    const lessonIds = moduleA?.lessons.map((l) => l.id) ?? [];
    const reversed = [...lessonIds].reverse();
    const reordered = expectOk(
      await author.call('PUT', `${base}/${course.id}/modules/${moduleA?.id}/lesson-order`, { ids: reversed }),
    );
    expect(reordered.modules[0]?.lessons.map((l) => [l.id, l.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    const swapped = expectOk(
      await author.call('PUT', `${base}/${course.id}/module-order`, { ids: [moduleB?.id, moduleA?.id] }),
    );
    expect(swapped.modules.map((m) => m.title)).toEqual(['Module 2', 'Module 1']);
    expect(await progressOf(member, course.slug)).toBe(13);
    // The lesson is still done where it now is: module 2, last place.
    const view = json<ModuleView>(await member.call('GET', `/api/courses/${course.slug}/modules/2`));
    expect(view.module.lessons.map((l) => [l.title, l.completed])).toEqual([
      ['A4', false],
      ['A3', false],
      ['A2', false],
      ['A1', true],
    ]);

    const a4 = lessonIds[3] ?? '';
    const removed = expectOk(await author.call('DELETE', `${base}/${course.id}/modules/${moduleA?.id}/lessons/${a4}`));
    expect(removed.modules[1]?.lessons.map((l) => [l.title, l.position])).toEqual([
      ['A3', 1],
      ['A2', 2],
      ['A1', 3],
    ]);
    // One of three lessons now: 1/3 of a module out of 2 = 17%.
    expect(await progressOf(member, course.slug)).toBe(17);
  });

  it('refuses an order that does not name every item exactly once, and changes nothing', async () => {
    const course = await draft([['X', 'Y']]);
    const module = course.modules[0];
    const [x, y] = module?.lessons.map((l) => l.id) ?? [];
    const url = `${base}/${course.id}/modules/${module?.id}/lesson-order`;
    for (const ids of [[x], [x, x], [x, y, course.id]]) {
      const res = await author.call('PUT', url, { ids });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res).code).toBe('order_mismatch');
    }
    const after = expectOk(await author.call('GET', `${base}/${course.id}`));
    expect(after.modules[0]?.lessons.map((l) => l.id)).toEqual([x, y]);
  });

  it('keeps a lesson in every module and a module in a published course', async () => {
    const course = await draft([['Solo']]);
    expectOk(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    const module = course.modules[0];
    const lesson = await author.call(
      'DELETE',
      `${base}/${course.id}/modules/${module?.id}/lessons/${module?.lessons[0]?.id}`,
    );
    expect(lesson.statusCode).toBe(409);
    expect(errorOf(lesson).code).toBe('content_required');
    const mod = await author.call('DELETE', `${base}/${course.id}/modules/${module?.id}`);
    expect(mod.statusCode).toBe(409);
    expect(expectOk(await author.call('GET', `${base}/${course.id}`)).modules).toEqual(course.modules);
  });
});
