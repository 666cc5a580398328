import { randomBytes, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  archiveErrors,
  COURSE_ARCHIVE_MANIFEST,
  type CourseArchive,
  courseArchiveSchema,
  STUDIO_MEDIA_LIMITS,
  studioMediaErrors,
  UPLOAD_MAX_BYTES,
} from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import { AppError } from '../../../errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { makeKey } from '../../../storage/keys.js';
import { MATERIAL_CONTENT_TYPES } from '../../courses/assets.js';
import { croppedWebp, sniffImage } from '../../uploads/images.js';
import { spoolUpload } from '../../uploads/spool.js';
import { checkVideoFile } from '../../uploads/video-file.js';
import { matchesType } from '../materials.js';
import { deleteQuietly, storeFile, uploadTempDir } from '../media-common.js';
import { archiveTexts, screenStudioText } from '../screen.js';
import { slugFromTitle, slugWithTail } from '../slug.js';
import { EntryTooLargeError, openZip, type ZipReader } from './zip-reader.js';

const MANIFEST_MAX_BYTES = 2 * 1024 * 1024;
const MAX_ENTRIES = 1000;

const refuse = (message: string) => new AppError(422, 'invalid_archive', message);

interface StoredVideo {
  key: string;
  contentType: 'video/mp4' | 'video/webm';
  size: number;
  durationSeconds: number;
}

/** What the archive's files became once checked and stored, by their name in the archive. */
interface Media {
  cover: string | null;
  videos: Map<string, StoredVideo>;
  materials: Map<string, { key: string; size: number }>;
}

async function readManifest(zip: ZipReader): Promise<CourseArchive> {
  const entry = zip.entries.get(COURSE_ARCHIVE_MANIFEST);
  if (!entry) throw refuse(archiveErrors.noManifest);
  let raw: unknown;
  try {
    raw = JSON.parse((await zip.readBuffer(entry, MANIFEST_MAX_BYTES)).toString('utf8'));
  } catch {
    throw refuse(archiveErrors.badJson);
  }
  const parsed = courseArchiveSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(archiveErrors.badManifest(issue?.path.join('.') || 'the top level', issue?.message ?? 'invalid'));
  }
  const manifest = parsed.data;
  const named = [
    manifest.cover,
    ...manifest.modules.flatMap((m) => m.lessons.map((l) => l.video)),
    ...manifest.materials.map((m) => m.file),
  ];
  for (const name of named) if (name && !zip.entries.has(name)) throw refuse(archiveErrors.missingFile(name));
  for (const material of manifest.materials) {
    if (material.module !== null && material.module > manifest.modules.length) {
      throw refuse(archiveErrors.moduleOutOfRange(material.module));
    }
  }
  return manifest;
}

/**
 * Checks and stores every file the manifest names, as the studio's own uploads would be: the
 * cover re-encoded, videos checked for location data with their duration read, materials sniffed
 * against their type. Keys of what was stored are pushed to `stored` as they are made.
 */
async function storeMedia(
  app: FastifyInstance,
  zip: ZipReader,
  manifest: CourseArchive,
  work: string,
  stored: string[],
): Promise<Media> {
  const owner = randomUUID();
  const media: Media = { cover: null, videos: new Map(), materials: new Map() };
  const entry = (name: string) => zip.entries.get(name) as NonNullable<ReturnType<typeof zip.entries.get>>;
  const asArchiveError = (name: string) => (err: unknown) => {
    if (err instanceof EntryTooLargeError) throw refuse(archiveErrors.badFile(name, 'the file is too large'));
    if (err instanceof AppError && err.code !== 'storage_unavailable')
      throw refuse(archiveErrors.badFile(name, err.message));
    throw err;
  };
  if (manifest.cover) {
    const name = manifest.cover;
    const text = {
      tooLarge: studioMediaErrors.coverTooLarge,
      missing: studioMediaErrors.chooseFile,
      invalidType: studioMediaErrors.coverType,
      broken: studioMediaErrors.coverBroken,
    };
    const webp = await zip
      .readBuffer(entry(name), UPLOAD_MAX_BYTES)
      .then(async (bytes) => {
        await sniffImage(bytes, text);
        return croppedWebp(bytes, STUDIO_MEDIA_LIMITS.coverWidth, STUDIO_MEDIA_LIMITS.coverHeight, text);
      })
      .catch(asArchiveError(name));
    const key = makeKey('covers', owner, 'webp');
    await app.storage.put(key, webp, 'image/webp').catch((err: unknown) => {
      app.ctx.log.error({ err, key }, 'imported cover not stored');
      throw new AppError(503, 'storage_unavailable', studioMediaErrors.storageUnavailable);
    });
    stored.push(key);
    media.cover = key;
  }
  const videoText = {
    invalidType: studioMediaErrors.videoType,
    broken: studioMediaErrors.videoBroken,
    location: studioMediaErrors.videoLocation,
  };
  for (const name of manifest.modules.flatMap((m) => m.lessons.flatMap((l) => (l.video ? [l.video] : [])))) {
    if (media.videos.has(name)) continue;
    const file = path.join(work, `video-${media.videos.size}`);
    const size = await zip.extractTo(entry(name), file, app.ctx.config.lessonVideoMaxBytes).catch(asArchiveError(name));
    const video = await checkVideoFile(file, videoText).catch(asArchiveError(name));
    const key = makeKey('lessons', owner, video.ext);
    await storeFile(app, key, file, video.contentType);
    stored.push(key);
    media.videos.set(name, { key, contentType: video.contentType, size, durationSeconds: video.durationSeconds });
    await fsp.rm(file, { force: true });
  }
  for (const material of manifest.materials) {
    if (media.materials.has(material.file)) continue;
    const file = path.join(work, `material-${media.materials.size}`);
    const size = await zip
      .extractTo(entry(material.file), file, STUDIO_MEDIA_LIMITS.materialBytes)
      .catch(asArchiveError(material.file));
    if (!(await matchesType(file, material.type))) {
      throw refuse(archiveErrors.badFile(material.file, studioMediaErrors.materialMismatch));
    }
    const key = makeKey('materials', owner, material.type);
    await storeFile(app, key, file, MATERIAL_CONTENT_TYPES[material.type]);
    stored.push(key);
    media.materials.set(material.file, { key, size });
    await fsp.rm(file, { force: true });
  }
  return media;
}

async function freeSlug(trx: Transaction<Database>, title: string) {
  const plain = slugFromTitle(title);
  const taken = await trx.selectFrom('courses').select('id').where('slug', '=', plain).executeTakeFirst();
  return taken ? slugWithTail(plain) : plain;
}

/** The whole course in one transaction: a new draft owned by the importer, with new ids. */
async function insertCourse(trx: Transaction<Database>, ownerId: string, manifest: CourseArchive, media: Media) {
  const c = manifest.course;
  const course = await trx
    .insertInto('courses')
    .values({
      slug: await freeSlug(trx, c.title),
      owner_id: ownerId,
      status: 'draft',
      title: c.title,
      summary: c.summary,
      description: c.description,
      category: c.category,
      levels: JSON.stringify(c.levels),
      duration_weeks: c.durationWeeks,
      learning_points: JSON.stringify(c.learningPoints),
      instructor_name: c.instructor.name,
      instructor_title: c.instructor.title,
      instructor_bio: c.instructor.bio,
      session_weekday: c.schedule.weekday,
      session_time: c.schedule.time,
      prerequisites: JSON.stringify(c.prerequisites),
      cover_key: media.cover,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from courses)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moduleIds: string[] = [];
  for (const [index, module] of manifest.modules.entries()) {
    const { id } = await trx
      .insertInto('course_modules')
      .values({
        course_id: course.id,
        position: index + 1,
        title: module.title,
        description: module.description,
        video_url: null,
        duration_minutes: module.lessons.reduce((sum, l) => sum + l.durationMinutes, 0),
        quiz_passing_score: module.quiz?.passingScore ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    moduleIds.push(id);
    if (module.lessons.length) {
      await trx
        .insertInto('course_lessons')
        .values(
          module.lessons.map((lesson, i) => {
            const video = lesson.video ? media.videos.get(lesson.video) : undefined;
            return {
              module_id: id,
              position: i + 1,
              kind: lesson.kind,
              title: lesson.title,
              duration_minutes: lesson.durationMinutes,
              body: lesson.body,
              video_key: video?.key ?? null,
              video_content_type: video?.contentType ?? null,
              video_size_bytes: video?.size ?? null,
              video_duration_seconds: video?.durationSeconds ?? null,
            };
          }),
        )
        .execute();
    }
    if (module.quiz?.questions.length) {
      await trx
        .insertInto('quiz_questions')
        .values(
          module.quiz.questions.map((q, i) => ({
            module_id: id,
            position: i + 1,
            kind: q.kind,
            prompt: q.prompt,
            options: JSON.stringify(q.options.map((o) => ({ id: randomUUID(), label: o.label, correct: o.correct }))),
          })),
        )
        .execute();
    }
  }
  if (manifest.materials.length) {
    await trx
      .insertInto('course_materials')
      .values(
        manifest.materials.map((m, i) => {
          const file = media.materials.get(m.file) as { key: string; size: number };
          return {
            course_id: course.id,
            module_id: m.module === null ? null : (moduleIds[m.module - 1] ?? null),
            title: m.title,
            type: m.type,
            file_name: m.fileName,
            size_bytes: file.size,
            storage_key: file.key,
            position: i + 1,
          };
        }),
      )
      .execute();
  }
  return course.id;
}

/**
 * Imports a course archive as a new draft of the actor's. Everything is checked before anything
 * is kept: a bad archive answers 422 invalid_archive naming what is wrong, and the files already
 * stored for it are deleted again, so nothing half-written remains.
 */
export async function importCourseArchive(
  app: FastifyInstance,
  actor: Pick<SessionUser, 'id' | 'ageBand'>,
  request: FastifyRequest,
): Promise<string> {
  const maxBytes = app.ctx.config.courseImportMaxBytes;
  const spooled = await spoolUpload(request, {
    dir: uploadTempDir(app),
    maxBytes,
    text: {
      tooLarge: archiveErrors.tooLarge(Math.floor(maxBytes / 1024 / 1024)),
      tooLargeIn: (t) => t('errors.archive.tooLarge', { megabytes: Math.floor(maxBytes / 1024 / 1024) }),
      missing: studioMediaErrors.chooseFile,
    },
  });
  const work = path.join(uploadTempDir(app), `import-${randomBytes(8).toString('hex')}`);
  const stored: string[] = [];
  let zip: ZipReader | null = null;
  try {
    zip = await openZip(spooled.path, MAX_ENTRIES).catch((err: unknown) => {
      throw refuse(err instanceof EntryTooLargeError ? archiveErrors.tooManyEntries : archiveErrors.notZip);
    });
    const manifest = await readManifest(zip);
    await screenStudioText(app.ctx, actor, archiveTexts(manifest));
    await fsp.mkdir(work, { recursive: true });
    const media = await storeMedia(app, zip, manifest, work, stored);
    const courseId = await app.ctx.db.transaction().execute((trx) => insertCourse(trx, actor.id, manifest, media));
    stored.length = 0;
    return courseId;
  } finally {
    zip?.close();
    for (const key of stored) await deleteQuietly(app, key);
    await fsp.rm(work, { recursive: true, force: true });
    await spooled.discard();
  }
}
