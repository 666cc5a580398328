import { STUDIO_MEDIA_LIMITS, studioMediaErrors, UPLOAD_MAX_BYTES } from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { makeKey } from '../../storage/keys.js';
import { croppedWebp, sniffImage } from '../uploads/images.js';
import { readSingleFile } from '../uploads/multipart.js';
import type { OwnedCourse } from './access.js';
import { touchCourse } from './courses.js';
import { deleteQuietly } from './media-common.js';

const text = {
  tooLarge: studioMediaErrors.coverTooLarge,
  missing: studioMediaErrors.chooseFile,
  invalidType: studioMediaErrors.coverType,
  broken: studioMediaErrors.coverBroken,
};

/** Points the course at a cover (or none) under a row lock; returns the key it replaced. */
async function setCoverKey(app: FastifyInstance, course: OwnedCourse, key: string | null): Promise<string | null> {
  return app.ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('courses')
      .select('cover_key')
      .where('id', '=', course.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx.updateTable('courses').set({ cover_key: key }).where('id', '=', course.id).execute();
    await touchCourse(trx, course.id);
    return row.cover_key;
  });
}

/**
 * A course's cover, as avatars are made (profiles/avatar.ts): at most 5 MB, sniffed by content,
 * decoded and re-encoded to a 1280×720 WebP without any metadata, stored under a server-made key;
 * the cover it replaces is deleted.
 */
export async function replaceCover(app: FastifyInstance, request: FastifyRequest, course: OwnedCourse) {
  const { bytes } = await readSingleFile(request, UPLOAD_MAX_BYTES, text);
  await sniffImage(bytes, text);
  const webp = await croppedWebp(bytes, STUDIO_MEDIA_LIMITS.coverWidth, STUDIO_MEDIA_LIMITS.coverHeight, text);
  const key = makeKey('covers', course.id, 'webp');
  try {
    await app.storage.put(key, webp, 'image/webp');
  } catch (err) {
    app.ctx.log.error({ err, key }, 'course cover not stored');
    throw new AppError(503, 'storage_unavailable', studioMediaErrors.storageUnavailable);
  }
  let previous: string | null;
  try {
    previous = await setCoverKey(app, course, key);
  } catch (err) {
    await deleteQuietly(app, key);
    throw err;
  }
  await deleteQuietly(app, previous);
}

export async function removeCover(app: FastifyInstance, course: OwnedCourse) {
  await deleteQuietly(app, await setCoverKey(app, course, null));
}
