import type { QuestionKind } from '@storyloom/domain';

/** The studio's quiz editor (issue 17): our words, the spec has no quizzes. */
export const quizEditorText = {
  title: (module: string) => `Quiz: ${module}`,
  intro:
    'Learners must pass this quiz before they can mark the module complete. They see which answers were wrong, not the right ones.',
  passingScore: 'Passing score (%)',
  question: (n: number) => `Question ${n}`,
  kind: 'Type',
  kinds: { single: 'Single choice', multiple: 'Multiple choice', true_false: 'True or false' } satisfies Record<
    QuestionKind,
    string
  >,
  prompt: 'Question',
  option: (n: number) => `Option ${n}`,
  correct: 'Correct',
  correctFor: (n: number) => `Option ${n} is correct`,
  addOption: 'Add option',
  removeOption: (n: number) => `Remove option ${n}`,
  addQuestion: 'Add question',
  removeQuestion: (n: number) => `Remove question ${n}`,
  save: 'Save quiz',
  saving: 'Saving…',
  saved: 'Quiz saved',
  removeQuiz: 'Remove quiz',
  cancel: 'Cancel',
  close: 'Close',
  saveFailed: 'The quiz could not be saved',
  noQuestions: 'No questions yet: add the first one.',
} as const;
