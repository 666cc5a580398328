/** The instructor analytics' words (issue 17, point 7): ours, the spec has no studio. */
export const analyticsText = {
  title: 'Analytics',
  hint: 'How learners move through this course, counted from their enrollments, completions and quiz answers.',
  loading: 'Loading the analytics…',
  loadFailed: 'Could not load the analytics.',
  retry: 'Try again',
  showTable: 'Show the figures as a table',
  tableRegion: (caption: string) => `${caption} (scrolls sideways)`,
  loadingChart: 'Drawing the chart…',
  percent: (share: number | null, locale?: string) =>
    share === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share),
  enrollments: {
    title: 'Enrollments over time',
    summary: (total: number, since: string) =>
      `${total} ${total === 1 ? 'learner' : 'learners'} enrolled since ${since}.`,
    perDay: 'New learners per day and the running total, in UTC days.',
    perWeek: 'New learners per week (Monday to Sunday, UTC) and the running total.',
    captionDay: 'Enrollments per day',
    captionWeek: 'Enrollments per week',
    columns: { day: 'Day', week: 'Week of', count: 'New learners', total: 'Total learners' },
    emptyTitle: 'No enrollments yet',
    emptyText: 'Learners appear here as soon as they enroll.',
  },
  funnel: {
    title: 'Completion by module',
    summary: (enrolled: number, completedLast: number, lastTitle: string) =>
      `Of ${enrolled} ${enrolled === 1 ? 'learner' : 'learners'}, ${completedLast} completed the last module, “${lastTitle}”.`,
    enrolled: 'Enrolled',
    moduleLabel: (position: number, title: string) => `${position}. ${title}`,
    caption: 'Learners who completed each module',
    columns: { module: 'Module', completed: 'Learners', share: 'Share of enrolled' },
    noModulesTitle: 'No modules yet',
    noModulesText: 'Add modules to see how far learners get.',
    noLearnersTitle: 'No learners yet',
    noLearnersText: 'The funnel fills in as learners enroll and complete modules.',
  },
  quizzes: {
    title: 'Quiz pass rates',
    summary: (quizzes: number, attempts: number) =>
      `${quizzes} ${quizzes === 1 ? 'quiz' : 'quizzes'}, ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} in all. The pass rate counts learners: a learner who passes on a retry has passed.`,
    passRate: 'Pass rate',
    caption: 'Quiz results by module',
    columns: {
      module: 'Module',
      passingScore: 'Passing score',
      attempts: 'Attempts',
      attempted: 'Learners who tried',
      passed: 'Learners who passed',
      passRate: 'Pass rate',
    },
    score: (score: number) => `${score}%`,
    noQuizzesTitle: 'No quizzes yet',
    noQuizzesText: 'Add a quiz to a module to see how learners do.',
    noAttemptsTitle: 'No quiz attempts yet',
    noAttemptsText: 'Pass rates appear once learners take the quizzes.',
  },
  hardest: {
    title: 'Hardest questions',
    hint: (limit: number, minAnswers: number) =>
      `Up to ${limit} questions answered wrong most often, among those answered at least ${minAnswers} times.`,
    caption: 'Hardest questions, most often wrong first',
    columns: { question: 'Question', module: 'Module', answers: 'Answers', wrong: 'Wrong', wrongRate: 'Wrong rate' },
    emptyTitle: 'Not enough answers yet',
    emptyText: (minAnswers: number) => `A question is ranked once it has been answered ${minAnswers} times.`,
  },
};
