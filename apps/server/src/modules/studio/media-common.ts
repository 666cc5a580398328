import path from 'node:path';
import { studioMediaErrors } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';

/** Where uploads wait while they are checked: inside DATA_DIR, removed after each request. */
export function uploadTempDir(app: FastifyInstance): string {
  return path.join(app.ctx.config.dataDir, 'tmp', 'uploads');
}

/** Stores a checked file; a storage failure is a 503 with a plain message (and a log line). */
export async function storeFile(app: FastifyInstance, key: string, file: string, contentType: string) {
  try {
    return await app.storage.putFile(key, file, contentType);
  } catch (err) {
    app.ctx.log.error({ err, key }, 'studio upload not stored');
    throw new AppError(503, 'storage_unavailable', studioMediaErrors.storageUnavailable);
  }
}

/** Removes an object nothing points at any more; a failure leaves an orphan, never a failed request. */
export async function deleteQuietly(app: FastifyInstance, key: string | null | undefined) {
  if (!key) return;
  await app.storage.delete(key).catch((err) => app.ctx.log.warn({ err, key }, 'replaced studio upload not deleted'));
}
