import { z } from 'zod';
import { MATERIAL_TYPES } from './courses.js';
import { STUDIO_LIMITS, studioCourseInputSchema, studioLessonInputSchema, studioModuleInputSchema } from './studio.js';
import { studioQuizInputSchema } from './studio-quiz.js';

/**
 * A course as one zip (issue 17, point 8): `course.json` (this schema) and the files it names under
 * `files/`, so a course moves between Storyloom instances. Ids are not exported: an import is a
 * new draft with new ids, owned by whoever imports it.
 */
export const COURSE_ARCHIVE_FORMAT = 'storyloom-course';
export const COURSE_ARCHIVE_VERSION = 1;
export const COURSE_ARCHIVE_MANIFEST = 'course.json';

/** A file inside the archive: a plain name under files/, nothing that could climb out of it. */
const archiveFile = z.string().regex(/^files\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/, 'a file name under files/');

export const courseArchiveSchema = z.strictObject({
  format: z.literal(COURSE_ARCHIVE_FORMAT),
  version: z.literal(COURSE_ARCHIVE_VERSION),
  exportedAt: z.string(),
  course: studioCourseInputSchema,
  cover: archiveFile.nullable(),
  modules: z
    .array(
      studioModuleInputSchema.extend({
        lessons: z.array(studioLessonInputSchema.extend({ video: archiveFile.nullable() })).max(STUDIO_LIMITS.lessons),
        quiz: studioQuizInputSchema.nullable(),
      }),
    )
    .max(STUDIO_LIMITS.modules),
  materials: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1).max(120),
        type: z.enum(MATERIAL_TYPES),
        fileName: z.string().trim().min(1).max(120),
        /** The module's position (1 = first), or null for a file of the whole course. */
        module: z.number().int().min(1).max(STUDIO_LIMITS.modules).nullable(),
        file: archiveFile,
      }),
    )
    .max(50),
});
export type CourseArchive = z.infer<typeof courseArchiveSchema>;

/** Why an archive is refused: each names what to fix. Nothing of a refused archive is kept. */
export const archiveErrors = {
  notZip: 'This file is not a course archive: choose a .zip exported from a Storyloom studio',
  tooLarge: (megabytes: number) => `A course archive can be at most ${megabytes} MB`,
  noManifest: `The archive has no ${COURSE_ARCHIVE_MANIFEST}: it was not exported from a Storyloom studio`,
  badJson: `${COURSE_ARCHIVE_MANIFEST} is not valid JSON`,
  badManifest: (where: string, problem: string) => `${COURSE_ARCHIVE_MANIFEST} is not valid at ${where}: ${problem}`,
  missingFile: (name: string) => `The archive names ${name} but does not contain it`,
  badFile: (name: string, problem: string) => `${name}: ${problem}`,
  moduleOutOfRange: (position: number) => `A material names module ${position}, which the course does not have`,
  tooManyEntries: 'The archive holds too many files',
} as const;
