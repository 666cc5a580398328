/** The module quiz's words on the learner side (issue 17): ours, the spec has no quizzes. */
export const quizCopy = {
  title: 'Module quiz',
  intro: (passingScore: number, count: number) =>
    `${count} ${count === 1 ? 'question' : 'questions'}. You pass with ${passingScore}% or more; you can try as often as you like.`,
  chooseOne: 'Choose one answer.',
  chooseAll: 'Choose every answer that is right.',
  submit: 'Submit answers',
  submitting: 'Checking…',
  tryAgain: 'Try again',
  passed: (score: number) => `Passed with ${score}%`,
  failed: (score: number, passingScore: number) => `${score}%: you need ${passingScore}% to pass`,
  alreadyPassed: (score: number) => `You passed this quiz (last attempt ${score}%).`,
  right: 'Right',
  wrong: 'Wrong',
  wrongCount: (n: number) => (n === 1 ? 'One answer was wrong.' : `${n} answers were wrong.`),
  passFirst: 'Pass the quiz to mark this module complete.',
  enrollFirst: 'Enroll in this course to take the quiz.',
  errorTitle: 'Your answers could not be checked',
} as const;
