import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, profileMessages } from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { keyFromUrl, makeKey } from '../../storage/index.js';
import { sniffImage, squareWebp } from '../uploads/images.js';
import { readSingleFile } from '../uploads/multipart.js';

const text = {
  tooLarge: profileMessages.fileTooLarge.description,
  missing: profileMessages.chooseFile,
  invalidType: profileMessages.invalidFileType.description,
  broken: profileMessages.imageError.description,
};

/** Only files this user's avatar flow made may be deleted through it. */
function ownAvatarKey(url: string | null, userId: string): string | null {
  const key = url ? keyFromUrl(url) : null;
  return key?.startsWith(`avatars/${userId}-`) ? key : null;
}

/**
 * The avatar flow: read at most 5 MB, sniff the content, re-encode to a square WebP without any
 * metadata, store it under a server-made key, point the profile at it with a cache-busting
 * `?v=`, then delete the previous file. The user id comes from the session only.
 */
export async function replaceAvatar(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const { bytes } = await readSingleFile(request, AVATAR_MAX_BYTES, text);
  await sniffImage(bytes, text);
  const webp = await squareWebp(bytes, AVATAR_SIZE_PX, text);
  const key = makeKey('avatars', userId, 'webp');
  let url: string;
  try {
    url = (await app.storage.put(key, webp, 'image/webp')).url;
  } catch (err) {
    app.ctx.log.error({ err, key }, profileMessages.avatarBucket);
    throw new AppError(503, 'storage_unavailable', profileMessages.avatarBucket);
  }
  const avatarUrl = `${url}?v=${Date.now()}`;
  const previous = await setAvatarUrl(app, userId, avatarUrl);
  await deleteQuietly(app, ownAvatarKey(previous, userId));
  return { avatarUrl };
}

export async function removeAvatar(app: FastifyInstance, userId: string) {
  const previous = await setAvatarUrl(app, userId, null);
  await deleteQuietly(app, ownAvatarKey(previous, userId));
  return { avatarUrl: null };
}

/** Swaps the URL under a row lock, so two uploads at once each delete exactly the file they replaced. */
async function setAvatarUrl(app: FastifyInstance, userId: string, avatarUrl: string | null): Promise<string | null> {
  return app.ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('profiles')
      .select('avatar_url')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', profileMessages.loadFailed.description);
    await trx
      .updateTable('profiles')
      .set({ avatar_url: avatarUrl, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    return row.avatar_url;
  });
}

async function deleteQuietly(app: FastifyInstance, key: string | null) {
  if (!key) return;
  // The profile already points at the new file; an orphan is harmless, a failed request is not.
  await app.storage.delete(key).catch((err) => app.ctx.log.warn({ err, key }, 'previous avatar not deleted'));
}
