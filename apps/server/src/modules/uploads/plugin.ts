import { messages, profileMessages } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.js';
import { createStorage, type Storage } from '../../storage/index.js';
import { isPublicPostMedia } from '../posts/media.js';
import { openForRequest, sendStoredObject } from './send-stored.js';

/** A year: keys are unique per upload (random part), so a cached copy never goes stale. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Post media: served here only while its post is public (decision 1331). */
const POSTS_FOLDER = 'posts/';
/** Data exports: only their owner's download route serves them (issue 15). */
const EXPORTS_FOLDER = 'exports/';
/** Course materials: only the learners' download route serves them, as attachments (issue 17). */
const MATERIALS_FOLDER = 'materials/';

/**
 * Decorates `app.storage` and serves `/uploads/{key}` from the storage backend, with
 * single byte ranges (206, 416): avatars, covers and lesson videos to anyone, a post's file only while the post is public (a private post's file goes through
 * GET /api/posts/:postId/media, which checks who asks).
 */
export async function registerUploads(app: FastifyInstance, storage: Storage = createStorage(app.ctx.config)) {
  app.decorate('storage', storage);
  await storage.ensureReady().catch((err) => {
    // The app still starts (everything else works); uploads fail until the backend answers.
    app.ctx.log.error({ err, storage: storage.kind }, profileMessages.avatarBucket);
  });

  const params = z.object({ '*': z.string().max(300) });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { params },
    handler: async (request, reply) => {
      const key = (request.params as z.infer<typeof params>)['*'];
      // A refusal is never cached: the same address may serve the file once its post is public.
      const notFound = () =>
        sendError(reply.header('cache-control', 'no-store'), 404, 'not_found', messages.errors.notFound);
      // Lower-cased: on a case-insensitive disk, POSTS/… would open the same file as posts/….
      if (key.toLowerCase().startsWith(POSTS_FOLDER) && !(await isPublicPostMedia(app.ctx.db, key))) return notFound();
      if (key.toLowerCase().startsWith(EXPORTS_FOLDER)) return notFound();
      if (key.toLowerCase().startsWith(MATERIALS_FOLDER)) return notFound();
      // Range requests (a video player seeking) read only the bytes asked for (decision 1720).
      const opened = await openForRequest(storage, key, request, reply);
      if (opened === 'answered') return reply;
      if (!opened) return notFound();
      return sendStoredObject(request, reply, opened, CACHE_CONTROL, { ranges: true });
    },
  });
}
