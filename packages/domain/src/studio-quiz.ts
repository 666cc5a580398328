import { z } from 'zod';

/**
 * Quizzes (issue 17, point 5): a module may have one, with single choice, multiple choice and
 * true/false questions and a passing score. The answer key stays on the server until a learner
 * has submitted; then they learn which questions they got wrong.
 */
export const QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUIZ_LIMITS = {
  questions: 30,
  prompt: 500,
  options: 8,
  option: 200,
  defaultPassingScore: 70,
} as const;

export const quizErrors = {
  notPassed: 'Pass this module’s quiz before marking the module complete',
  noQuiz: 'This module has no quiz',
  unknownAnswer: 'An answer names a question or option that is not in this quiz; reload and try again',
} as const;

/** The quiz editor's field messages (errors catalogue: errors.quiz.*). */
export const quizFormTexts = {
  optionRequired: 'Please enter the option’s text',
  optionTooLong: `An option can be at most ${QUIZ_LIMITS.option} characters`,
  promptRequired: 'Please enter the question',
  promptTooLong: `A question can be at most ${QUIZ_LIMITS.prompt} characters`,
  twoOptions: 'A question needs at least two options',
  trueFalseOptions: 'A true/false question has exactly two options',
  oneCorrect: 'A single choice or true/false question has one correct answer',
} as const;

/** What publishing refuses in a quiz (added to the studio's `missing` list). */
export const quizMissing = {
  noQuestions: (position: number) => `The quiz of module ${position} has no questions`,
  noCorrect: (position: number, question: number) =>
    `Question ${question} of module ${position}’s quiz has no correct answer`,
} as const;

const optionInput = z.strictObject({
  /** Present for an option that already exists, so attempts keep pointing at it. */
  id: z.uuid().optional(),
  label: z.string().trim().min(1, quizFormTexts.optionRequired).max(QUIZ_LIMITS.option, quizFormTexts.optionTooLong),
  correct: z.boolean(),
});

const questionInput = z
  .strictObject({
    id: z.uuid().optional(),
    kind: z.enum(QUESTION_KINDS),
    prompt: z.string().trim().min(1, quizFormTexts.promptRequired).max(QUIZ_LIMITS.prompt, quizFormTexts.promptTooLong),
    options: z.array(optionInput).min(2, quizFormTexts.twoOptions).max(QUIZ_LIMITS.options),
  })
  .refine((q) => q.kind !== 'true_false' || q.options.length === 2, {
    message: quizFormTexts.trueFalseOptions,
    path: ['options'],
  })
  .refine((q) => q.kind === 'multiple' || q.options.filter((o) => o.correct).length <= 1, {
    message: quizFormTexts.oneCorrect,
    path: ['options'],
  });

/** The whole quiz of a module, as the studio saves it. */
export const studioQuizInputSchema = z.strictObject({
  passingScore: z.number().int().min(1).max(100),
  questions: z.array(questionInput).max(QUIZ_LIMITS.questions),
});
export type StudioQuizInput = z.infer<typeof studioQuizInputSchema>;

/** The quiz with its answer key: only for its course's author and admins. */
export const studioQuizSchema = z.object({
  passingScore: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(QUESTION_KINDS),
      prompt: z.string(),
      options: z.array(z.object({ id: z.string(), label: z.string(), correct: z.boolean() })),
    }),
  ),
});
export type StudioQuiz = z.infer<typeof studioQuizSchema>;

/** The quiz as a learner sees it before answering: no answer key. */
export const learnerQuizSchema = z.object({
  passingScore: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(QUESTION_KINDS),
      prompt: z.string(),
      options: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
  /** The learner's best standing: passed once is passed. */
  passed: z.boolean(),
  lastAttempt: z.object({ score: z.number().int(), passed: z.boolean(), createdAt: z.string() }).nullable(),
});
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;

export const quizAttemptInputSchema = z.strictObject({
  /** Question id → the option ids chosen (none: left blank, counted wrong). */
  answers: z.record(z.uuid(), z.array(z.uuid()).max(QUIZ_LIMITS.options)),
});
export type QuizAttemptInput = z.infer<typeof quizAttemptInputSchema>;

export const quizAttemptResultSchema = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  /** Per question, in quiz order: was it answered right. The right options are not revealed. */
  results: z.array(z.object({ questionId: z.string(), correct: z.boolean() })),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;

/** A whole percent of questions answered right; a question is right when exactly its correct options are chosen. */
export function quizScore(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}
