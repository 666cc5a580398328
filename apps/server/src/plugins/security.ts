import helmet from '@fastify/helmet';
import { messages } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // radix-ui and sonner set style attributes at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.ctx.config.appUrl.startsWith('https:'),
  });

  // CSRF: a browser always sends Origin on a cross-site state-changing request; refuse any
  // that is not ours. Cookies are SameSite=Lax as a second line.
  const allowed = new URL(app.ctx.config.appUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && origin !== allowed) {
      request.log.warn({ origin }, 'cross-origin state-changing request refused');
      return sendError(reply, 403, 'cross_origin_refused', messages.errors.forbidden);
    }
  });
}
