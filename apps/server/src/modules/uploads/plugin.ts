import multipart from '@fastify/multipart';
import { messages, profileMessages, UPLOAD_MAX_BYTES } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.js';
import { createStorage, type Storage } from '../../storage/index.js';

/** A year: keys are unique per upload (random part), so a cached copy never goes stale. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Decorates `app.storage`, registers multipart parsing (one file, 5 MB by default; a route may pass
 * its own limits to `request.file`), and serves `/uploads/{key}` from the storage backend.
 */
export async function registerUploads(app: FastifyInstance, storage: Storage = createStorage(app.ctx.config)) {
  app.decorate('storage', storage);
  await storage.ensureReady().catch((err) => {
    // The app still starts (everything else works); uploads fail until the backend answers.
    app.ctx.log.error({ err, storage: storage.kind }, profileMessages.avatarBucket);
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, parts: 20, headerPairs: 50 },
  });

  const params = z.object({ '*': z.string().max(300) });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { params },
    handler: async (request, reply) => {
      const key = (request.params as z.infer<typeof params>)['*'];
      const opened = await storage.open(key);
      if (!opened) return sendError(reply, 404, 'not_found', messages.errors.notFound);
      reply
        .header('content-type', opened.contentType)
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin');
      if (opened.size) reply.header('content-length', opened.size);
      if (request.method === 'HEAD') {
        opened.body.destroy();
        return reply.send();
      }
      return reply.send(opened.body);
    },
  });
}
