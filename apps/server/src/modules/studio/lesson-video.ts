import { STUDIO_LIMITS, type StudioLessonVideo, studioErrors, studioMediaErrors } from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { makeKey, urlForKey } from '../../storage/keys.js';
import { spoolUpload } from '../uploads/spool.js';
import { checkVideoFile } from '../uploads/video-file.js';
import type { OwnedCourse } from './access.js';
import { refreshModuleMinutes } from './content.js';
import { touchCourse } from './courses.js';
import { deleteQuietly, storeFile, uploadTempDir } from './media-common.js';

type Trx = Transaction<Database>;

const videoText = {
  invalidType: studioMediaErrors.videoType,
  broken: studioMediaErrors.videoBroken,
  location: studioMediaErrors.videoLocation,
};

/** A byte count as the limit was configured: '500 MB', '2 GB', '64 kB'. */
function sizeText(bytes: number): string {
  for (const [unit, size] of [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return bytes >= 1024 ** 2 ? `${Math.floor(bytes / 1024 ** 2)} MB` : `${Math.floor(bytes / 1024)} kB`;
}

/** The lesson row's video columns as the studio shows them; null without a video. */
export function lessonVideo(row: {
  video_key: string | null;
  video_content_type: 'video/mp4' | 'video/webm' | null;
  video_size_bytes: number | bigint | string | null;
  video_duration_seconds: number | null;
}): StudioLessonVideo | null {
  if (!row.video_key || !row.video_content_type) return null;
  return {
    url: urlForKey(row.video_key),
    contentType: row.video_content_type,
    sizeBytes: Number(row.video_size_bytes ?? 0),
    durationSeconds: Number(row.video_duration_seconds ?? 0),
  };
}

/**
 * The lesson when it is in this module of this course; 404 otherwise. Inside a transaction the
 * course row is locked first, as every content edit does (content.ts), so edits never interleave.
 */
async function findLesson(db: Kysely<Database>, course: OwnedCourse, moduleId: string, lessonId: string) {
  const row = await db
    .selectFrom('course_lessons as l')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .select(['l.id', 'l.kind', 'l.video_key'])
    .where('l.id', '=', lessonId)
    .where('l.module_id', '=', moduleId)
    .where('m.course_id', '=', course.id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'lesson_not_found', studioErrors.lessonNotFound);
  return row;
}

async function lockedLesson(trx: Trx, course: OwnedCourse, moduleId: string, lessonId: string) {
  await trx.selectFrom('courses').select('id').where('id', '=', course.id).forUpdate().execute();
  return findLesson(trx, course, moduleId, lessonId);
}

/**
 * A video lesson's file (decision 1720): streamed to a temporary file (at most the configured
 * size), checked there (type by content, location blanked or refused, duration read), stored with
 * `putFile` under a server-made key, then set on the lesson; the file it replaces is deleted.
 * The lesson's minutes follow the video's length.
 */
export async function uploadLessonVideo(
  app: FastifyInstance,
  request: FastifyRequest,
  course: OwnedCourse,
  moduleId: string,
  lessonId: string,
) {
  const { db, config } = app.ctx;
  const lesson = await findLesson(db, course, moduleId, lessonId);
  if (lesson.kind !== 'video') throw new AppError(409, 'lesson_not_video', studioMediaErrors.notVideoLesson);
  const maxBytes = config.lessonVideoMaxBytes;
  const spooled = await spoolUpload(request, {
    dir: uploadTempDir(app),
    maxBytes,
    text: {
      tooLarge: studioMediaErrors.videoTooLarge(sizeText(maxBytes)),
      tooLargeIn: (t) => t('errors.media.videoTooLarge', { size: sizeText(maxBytes) }),
      missing: studioMediaErrors.chooseFile,
    },
  });
  let key: string | null = null;
  try {
    const video = await checkVideoFile(spooled.path, videoText);
    key = makeKey('lessons', course.id, video.ext);
    await storeFile(app, key, spooled.path, video.contentType);
    const stored = key;
    const previous = await db.transaction().execute(async (trx) => {
      const row = await lockedLesson(trx, course, moduleId, lessonId);
      if (row.kind !== 'video') throw new AppError(409, 'lesson_not_video', studioMediaErrors.notVideoLesson);
      await trx
        .updateTable('course_lessons')
        .set({
          video_key: stored,
          video_content_type: video.contentType,
          video_size_bytes: spooled.size,
          video_duration_seconds: video.durationSeconds,
          duration_minutes: Math.min(STUDIO_LIMITS.lessonMinutes, Math.max(1, Math.ceil(video.durationSeconds / 60))),
        })
        .where('id', '=', lessonId)
        .execute();
      await refreshModuleMinutes(trx, moduleId);
      await touchCourse(trx, course.id);
      return row.video_key;
    });
    key = null;
    request.log.info({ event: 'studio.lesson_video', courseId: course.id, lessonId, removed: video.removed });
    await deleteQuietly(app, previous);
  } finally {
    // A file stored for a request that then failed is nobody's: removed with the temporary one.
    await deleteQuietly(app, key);
    await spooled.discard();
  }
}

/** Takes the video off a lesson and deletes its file; the lesson stays a video lesson, now missing one. */
export async function removeLessonVideo(app: FastifyInstance, course: OwnedCourse, moduleId: string, lessonId: string) {
  const previous = await app.ctx.db.transaction().execute(async (trx) => {
    const row = await lockedLesson(trx, course, moduleId, lessonId);
    if (!row.video_key) return null;
    await trx
      .updateTable('course_lessons')
      .set({ video_key: null, video_content_type: null, video_size_bytes: null, video_duration_seconds: null })
      .where('id', '=', lessonId)
      .execute();
    await touchCourse(trx, course.id);
    return row.video_key;
  });
  await deleteQuietly(app, previous);
}
