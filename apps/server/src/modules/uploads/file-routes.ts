import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The defaults every file route starts from; a route may pass tighter limits to `request.file`. */
const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, parts: 20, headerPairs: 50 };

/**
 * Routes that take a file, in a scope of their own where multipart bodies are parsed. Only their
 * requests carry multipart's decorators and its two per-request hooks (an async onRequest that
 * watches the socket, an async onResponse that cleans saved files): every other request skips them,
 * about a tenth of a cached read's server time (issue 20), and a multipart body sent anywhere else
 * is refused with 415 before it is read.
 */
export function fileRoutes<Options extends Record<string, unknown> = Record<never, never>>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    await routes(app, options);
  };
}
