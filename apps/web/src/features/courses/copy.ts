/** Our own words for authored courses on the learner side (issue 17); the rest is in `uiText.courses`. */
export const courseCopy = {
  noPrerequisites: 'This course has no prerequisites: anyone can start it.',
  read: 'Read',
  hide: 'Hide',
  readLesson: (title: string) => `Read ${title}`,
  watch: 'Watch',
  watchLesson: (title: string) => `Watch ${title}`,
  hideLesson: (title: string) => `Hide ${title}`,
  noLessonText: 'This lesson has no text yet.',
  draftTitle: 'Preview of an unpublished course',
  draftText:
    'This course is a draft. Only its author and admins can see it; learners cannot find it or enroll until it is published.',
};
