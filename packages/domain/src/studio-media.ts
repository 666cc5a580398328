import { z } from 'zod';
import { MATERIAL_TYPES } from './courses.js';

/**
 * The studio's uploads (issue 17): a video lesson's file, a course's cover image, and course
 * materials. Videos are limited by the server's configuration (LESSON_VIDEO_MAX_SIZE), so the
 * limit a browser shows comes from the server's error; the others are fixed here.
 */
export const STUDIO_MEDIA_LIMITS = {
  /** A material file: course handouts and templates, larger than an image. */
  materialBytes: 20 * 1024 * 1024,
  materialTitle: 120,
  materialFileName: 120,
  materials: 50,
  /** The cover is re-encoded to this size (16:9). */
  coverWidth: 1280,
  coverHeight: 720,
} as const;

export const LESSON_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** The studio's upload error texts: ours, the spec has no studio. */
export const studioMediaErrors = {
  chooseFile: 'Please choose a file',
  /** `size` as the server's configuration reads, e.g. '500 MB'. */
  videoTooLarge: (size: string) => `Videos can be at most ${size}`,
  videoType: 'Please choose an MP4 or WebM video',
  videoBroken: 'This video could not be read. Please try another one.',
  videoLocation: 'This video contains location data. Remove it and try again.',
  notVideoLesson: 'Only a video lesson holds a video; change the lesson’s kind to video first',
  noVideo: 'This lesson has no video',
  coverTooLarge: 'Images can be at most 5 MB',
  coverType: 'Please choose a JPEG, PNG, GIF or WebP image',
  coverBroken: 'This image could not be read. Please try another one.',
  materialTooLarge: `Files can be at most ${STUDIO_MEDIA_LIMITS.materialBytes / 1024 / 1024} MB`,
  materialMismatch:
    'The file is not what its type says: choose PDF for a .pdf, DOCX for a Word document, ZIP for a .zip',
  materialNotFound: 'This file does not exist in the course',
  tooManyMaterials: `A course can have at most ${STUDIO_MEDIA_LIMITS.materials} files`,
  storageUnavailable: 'Uploads are not available right now. Please try again later.',
  titleRequired: 'Please enter a title',
  titleTooLong: `The title can be at most ${STUDIO_MEDIA_LIMITS.materialTitle} characters`,
  materialType: 'Please choose PDF, DOCX or ZIP',
} as const;

/** The text fields of a material upload (multipart form fields, in any order around the file). */
export const studioMaterialFieldsSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, studioMediaErrors.titleRequired)
    .max(STUDIO_MEDIA_LIMITS.materialTitle, studioMediaErrors.titleTooLong),
  type: z.enum(MATERIAL_TYPES, studioMediaErrors.materialType),
  /** The module the file belongs to; absent or empty: the whole course. */
  moduleId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
});
export type StudioMaterialFields = z.infer<typeof studioMaterialFieldsSchema>;

export const studioMaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(MATERIAL_TYPES),
  /** The name the download is saved under. */
  fileName: z.string(),
  sizeBytes: z.number().int(),
  moduleId: z.string().nullable(),
});
export type StudioMaterial = z.infer<typeof studioMaterialSchema>;

export const studioMaterialParamsSchema = z.object({ studioCourseId: z.uuid(), studioMaterialId: z.uuid() });
