import type { CourseStatus } from '@storyloom/domain';

/** The studio's own words (issue 17): the spec has no studio, so none of this is verbatim. */
export const studioText = {
  title: 'Studio',
  intro: 'Write your courses: details, modules and lessons. A course stays a draft until you publish it.',
  newCourse: 'New course',
  listCaption: 'My courses',
  columns: ['Course', 'Status', 'Learners', 'Completions', 'Modules', 'Last updated'],
  loading: 'Loading your courses…',
  loadFailed: 'Could not load your courses.',
  retry: 'Try again',
  emptyTitle: 'No courses yet',
  emptyText: 'Create your first course: give it a title and a description, then add modules and lessons.',
  ownedBy: (name: string) => `by ${name}`,
  demoCourse: 'Demo course',
  numbers: (learners: number, completions: number, modules: number) =>
    `${learners} ${learners === 1 ? 'learner' : 'learners'} · ${completions} ${completions === 1 ? 'completion' : 'completions'} · ${modules} ${modules === 1 ? 'module' : 'modules'}`,
  updated: (date: string) => `Updated ${date}`,
  statuses: { draft: 'Draft', published: 'Published', archived: 'Archived' } satisfies Record<CourseStatus, string>,
  pager: { previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}`, nav: 'Pagination' },
};

export const editorText = {
  newTitle: 'New course',
  editTitle: 'Edit course',
  backToStudio: 'Back to Studio',
  loading: 'Loading the course…',
  loadFailed: 'Could not load this course.',
  details: 'Details',
  detailsHint: 'What learners see in the catalogue and the enrollment wizard.',
  courseTitle: 'Title',
  summary: 'Summary',
  summaryHint: 'One or two sentences for the catalogue card.',
  description: 'Description',
  category: 'Category',
  levels: 'Levels',
  durationWeeks: 'Duration (weeks)',
  learningPoints: 'What learners will learn',
  learningPoint: 'Learning point',
  addLearningPoint: 'Add learning point',
  newLearningPoint: 'New learning point',
  instructor: 'Instructor',
  instructorName: 'Instructor name',
  instructorTitle: 'Instructor title',
  instructorBio: 'Instructor bio',
  schedule: 'Weekly live session',
  scheduleHint: 'Times are in UTC: learners see them in their own time zone.',
  weekday: 'Day',
  time: 'Time (UTC)',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  prerequisites: 'Prerequisites',
  prerequisitesHint: 'Shown in the enrollment wizard’s Prerequisites step.',
  prerequisite: 'Prerequisite',
  addPrerequisite: 'Add prerequisite',
  newPrerequisite: 'New prerequisite',
  remove: 'Remove',
  removeItem: (what: string, n: number) => `Remove ${what.toLowerCase()} ${n}`,
  itemLabel: (what: string, n: number) => `${what} ${n}`,
  listFull: (max: number) => `At most ${max}.`,
  create: 'Create course',
  creating: 'Creating…',
  save: 'Save details',
  saving: 'Saving…',
  created: 'Course created: now add modules and lessons',
  saved: 'Details saved',
  saveFailed: 'Could not save the course.',
};

export const contentText = {
  title: 'Content',
  hint: 'Modules and their lessons, in the order learners take them. Drag a handle, or use Move up and Move down.',
  addModule: 'Add module',
  noModules: 'No modules yet. Add the first one.',
  moduleHeading: (n: number, title: string) => `Module ${n}: ${title}`,
  lessons: 'Lessons',
  noLessons: 'No lessons yet.',
  addLesson: 'Add lesson',
  addLessonTo: (title: string) => `Add lesson to ${title}`,
  minutes: (n: number) => `${n} min`,
  edit: 'Edit',
  editItem: (title: string) => `Edit ${title}`,
  delete: 'Delete',
  deleteItem: (title: string) => `Delete ${title}`,
  moveUp: (title: string) => `Move up: ${title}`,
  moveDown: (title: string) => `Move down: ${title}`,
  drag: (title: string) => `Drag to reorder: ${title}`,
  modulesList: 'Modules',
  lessonsOf: (title: string) => `Lessons of ${title}`,
  reorderFailed: 'Could not save the new order.',
  // module dialog
  newModule: 'New module',
  editModule: 'Edit module',
  moduleTitle: 'Module title',
  moduleDescription: 'Module description',
  saveModule: 'Save module',
  // lesson dialog
  newLesson: 'New lesson',
  editLesson: 'Edit lesson',
  lessonTitle: 'Lesson title',
  lessonMinutes: 'Duration (minutes)',
  lessonBody: 'Lesson text (Markdown)',
  lessonBodyHint: 'Markdown: # headings, **bold**, lists, [links](https://example.com). HTML is not shown.',
  preview: 'Preview',
  previewEmpty: 'The preview appears here as you write.',
  saveLesson: 'Save lesson',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  saveFailed: 'Could not save.',
  // deleting
  deleteModuleTitle: 'Delete this module?',
  deleteModule: (title: string) => `“${title}” and all its lessons will be removed.`,
  deleteLessonTitle: 'Delete this lesson?',
  deleteLesson: (title: string) => `“${title}” will be removed. Learners keep their progress in the other lessons.`,
  deleting: 'Deleting…',
  deleted: 'Deleted',
  deleteFailed: 'Could not delete.',
};

export const statusText = {
  title: 'Status',
  current: 'Current status',
  missingTitle: 'Before you can publish:',
  ready: 'Everything a learner needs is there: the course is ready to publish.',
  publish: 'Publish',
  archive: 'Archive',
  publishAgain: 'Publish again',
  working: 'Saving…',
  preview: 'Preview as a learner',
  previewHint: 'Opens the first module as a learner sees it.',
  published: 'Published: the course is in the catalogue',
  archived: 'Archived: the course left the catalogue; enrolled learners can still read it',
  changeFailed: 'Could not change the status.',
  deleteDraft: 'Delete draft',
  deleteTitle: 'Delete this draft?',
  deleteText: (title: string) => `“${title}” and everything in it will be removed. This cannot be undone.`,
  deleting: 'Deleting…',
  deleted: 'Draft deleted',
  deleteFailed: 'Could not delete the draft.',
  cancel: 'Cancel',
  explain: {
    draft: 'A draft is visible only to you (and admins).',
    published: 'Published: learners find it in the catalogue.',
    archived: 'Archived: out of the catalogue, still readable by enrolled learners.',
  } satisfies Record<CourseStatus, string>,
};

/** What a screen reader hears while an item is dragged with the keyboard. */
export const dragText = {
  instructions:
    'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
  picked: (title: string) => `Picked up ${title}.`,
  over: (title: string, position: number, total: number) => `${title} is now at position ${position} of ${total}.`,
  dropped: (title: string, position: number, total: number) => `${title} dropped at position ${position} of ${total}.`,
  cancelled: (title: string) => `Moving ${title} was cancelled.`,
};

/** A lesson's kind, and a video lesson's upload (issue 17). */
export const videoText = {
  kind: 'Lesson type',
  kinds: { text: 'Text', video: 'Video' },
  notes: 'Notes under the video (Markdown)',
  notesHint: 'Optional. Shown under the player. Markdown as in text lessons; HTML is not shown.',
  title: 'Video',
  saveFirst: 'Save the lesson first: then upload its video here.',
  kindFirst: 'Save the lesson as a video lesson first: then upload its video here.',
  none: 'No video yet. Upload an MP4 or WebM file.',
  choose: 'Upload video',
  replace: 'Replace video',
  chooseLabel: 'Video file (MP4 or WebM)',
  uploading: 'Uploading the video…',
  uploaded: 'Video uploaded',
  remove: 'Remove video',
  removing: 'Removing…',
  removed: 'Video removed',
  facts: (length: string, size: string) => `Length ${length} · ${size}`,
  player: (title: string) => `Video of ${title}`,
  failed: 'Could not upload the video.',
  removeFailed: 'Could not remove the video.',
};

/** The module card's quiz button and line. */
export const quizLineText = {
  add: 'Add quiz',
  edit: 'Quiz',
  addTo: (module: string) => `Add quiz to ${module}`,
  editOf: (module: string) => `Edit quiz of ${module}`,
  none: 'No quiz',
  questions: (n: number) => `Quiz: ${n} ${n === 1 ? 'question' : 'questions'}`,
};

/** Cover image and materials (issue 17). */
export const mediaText = {
  title: 'Cover and materials',
  hint: 'The cover shows on the catalogue card. Materials are files learners download: PDF, DOCX or ZIP.',
  cover: 'Cover image',
  coverHint: 'JPEG, PNG, GIF or WebP, at most 5 MB. Cropped to 16:9.',
  coverAlt: 'The course’s cover image',
  noCover: 'No cover yet.',
  chooseCover: 'Upload cover',
  replaceCover: 'Replace cover',
  coverLabel: 'Cover image file',
  uploadingCover: 'Uploading the cover…',
  coverSaved: 'Cover saved',
  removeCover: 'Remove cover',
  coverRemoved: 'Cover removed',
  materials: 'Materials',
  noMaterials: 'No materials yet.',
  wholeCourse: 'Whole course',
  moduleName: (n: number, title: string) => `Module ${n}: ${title}`,
  types: { pdf: 'PDF', docx: 'DOCX', zip: 'ZIP' },
  deleteItem: (title: string) => `Delete ${title}`,
  deleteTitle: 'Delete this file?',
  deleteText: (title: string) => `“${title}” will be removed from the course.`,
  delete: 'Delete',
  deleting: 'Deleting…',
  deleted: 'File deleted',
  cancel: 'Cancel',
  addTitle: 'Add a file',
  fileTitle: 'File title',
  fileType: 'Type',
  fileModule: 'Belongs to',
  file: 'File',
  upload: 'Upload file',
  uploading: 'Uploading…',
  uploaded: 'File added',
  chooseFile: 'Please choose a file',
  failed: 'Could not upload the file.',
  deleteFailed: 'Could not delete.',
};

/** Export on the editor, import on /studio (issue 17, point 8). */
export const archiveText = {
  title: 'Export',
  hint: 'One zip with the course, its modules, quizzes, videos, cover and materials: import it into any Storyloom studio.',
  download: 'Download course archive',
  importCourse: 'Import course',
  importLabel: 'Course archive (.zip)',
  importing: 'Importing…',
  imported: 'Course imported as a new draft',
  importFailed: 'Could not import the course.',
};

/** Bytes as a person reads them. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Seconds as m:ss (or h:mm:ss), whole seconds down as a player counts them; at least 0:01. */
export function clockTime(seconds: number): string {
  const total = Math.max(1, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
