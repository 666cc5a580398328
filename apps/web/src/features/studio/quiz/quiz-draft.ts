import { QUIZ_LIMITS, type QuestionKind, type StudioQuiz, type StudioQuizInput } from '@storyloom/domain';

export type DraftOption = { key: string; id?: string; label: string; correct: boolean };
export type DraftQuestion = { key: string; id?: string; kind: QuestionKind; prompt: string; options: DraftOption[] };
export type QuizDraft = { passingScore: number; questions: DraftQuestion[] };
/** The two options of a true/false question, in this order, in the author's language ("True", "False"). */
export type TrueFalseLabels = readonly [string, string];

let counter = 0;
const key = () => `draft-${++counter}`;

const option = (label = '', correct = false): DraftOption => ({ key: key(), label, correct });

/** The editor's working copy of a module's quiz (or a new one). */
export function draftFrom(quiz: StudioQuiz | null): QuizDraft {
  if (!quiz) return { passingScore: QUIZ_LIMITS.defaultPassingScore, questions: [] };
  return {
    passingScore: quiz.passingScore,
    questions: quiz.questions.map((q) => ({
      key: key(),
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((o) => ({ key: key(), id: o.id, label: o.label, correct: o.correct })),
    })),
  };
}

export function newQuestion(kind: QuestionKind, trueFalse: TrueFalseLabels): DraftQuestion {
  return { key: key(), kind, prompt: '', options: optionsFor(kind, [], trueFalse) };
}

/** The options a question of this kind starts with; a true/false question always has True, False. */
export function optionsFor(kind: QuestionKind, current: DraftOption[], trueFalse: TrueFalseLabels): DraftOption[] {
  if (kind === 'true_false') {
    return trueFalse.map((label, i) => ({
      ...(current[i] ?? option()),
      label,
      correct: current[i]?.correct ?? false,
    }));
  }
  return current.length >= 2 ? current : [...current, ...Array.from({ length: 2 - current.length }, () => option())];
}

/** Marks an option correct: the only one for single choice and true/false, one more for multiple choice. */
export function markCorrect(question: DraftQuestion, optionKey: string, on: boolean): DraftQuestion {
  return {
    ...question,
    options: question.options.map((o) =>
      o.key === optionKey ? { ...o, correct: on } : question.kind === 'multiple' || !on ? o : { ...o, correct: false },
    ),
  };
}

export const addOption = (question: DraftQuestion): DraftQuestion => ({
  ...question,
  options: [...question.options, option()],
});

/** What the server takes: ids kept for what already existed, so attempts keep pointing at them. */
export function toInput(draft: QuizDraft): StudioQuizInput {
  return {
    passingScore: draft.passingScore,
    questions: draft.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), label: o.label, correct: o.correct })),
    })),
  };
}
