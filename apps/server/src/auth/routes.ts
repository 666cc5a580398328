import { messages } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { toHeaders } from '../plugins/auth.js';
import { sendError } from '../plugins/errors.js';
import { purgeExpiredWindows } from '../rate-limits/counter.js';
import { authBodySchemas, refusedAuthPaths } from './body-schemas.js';
import { logAuthEvent } from './events.js';
import { type LimitCheck, Limiter } from './limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from './limits.js';
import { forwardResponse, parseJson } from './responses.js';

function readJsonBody(raw: Buffer | undefined): { json: Record<string, unknown> } | { problem: string } {
  if (!raw || raw.length === 0) return { json: {} };
  const json = parseJson(raw.toString('utf8'));
  return json ? { json } : { problem: 'The request body is not valid JSON' };
}

function validateAuthBody(subPath: string, json: Record<string, unknown>): string | null {
  const schema = authBodySchemas[subPath];
  if (!schema) return null;
  const result = schema.safeParse(json);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.errors.validation);
}

const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Mounts better-auth under /api/auth/* in its own scope with a raw-body parser. In front of it:
 * strict body validation, the database-backed rate limits, and one log line per auth event.
 */
export async function authRoutes(app: FastifyInstance) {
  const { auth, db, config } = app.ctx;
  const limiter = new Limiter(db, config.rateLimitScale);
  const purge = setInterval(() => {
    purgeExpiredWindows(db).catch((err: unknown) => app.log.warn({ err }, 'rate limit purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    const jwks = await auth.api.getJwks();
    return reply.header('cache-control', 'public, max-age=300').send(jwks);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const subPath = new URL(request.url, 'http://local').pathname.replace(/^\/api\/auth/, '');
      if (refusedAuthPaths.has(subPath)) return sendError(reply, 404, 'not_found', messages.errors.notFound);
      const raw = request.body as Buffer | undefined;
      let json: Record<string, unknown> = {};
      let check: LimitCheck | null = null;
      if (request.method === 'POST') {
        const read = readJsonBody(raw);
        if ('problem' in read) return sendError(reply, 400, 'invalid_json', read.problem);
        json = read.json;
        const problem = validateAuthBody(subPath, json);
        if (problem) return sendError(reply, 400, 'validation_failed', problem);
        const facts = { ip: request.ip, body: json, sessionKey: sessionKeyOf(request.headers.cookie) };
        check = await limiter.enforce(reply, rulesForAuthRequest(subPath, facts));
      }
      const url = new URL(request.url, config.appUrl);
      const hasBody = request.method === 'POST' && raw && raw.length > 0;
      const headers = toHeaders(request);
      if (request.method === 'POST' && !hasBody) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(url, {
          // better-auth routes GET only; Fastify drops the body of a HEAD answer.
          method: request.method === 'HEAD' ? 'GET' : request.method,
          headers,
          body: hasBody ? new Uint8Array(raw) : request.method === 'POST' ? '{}' : undefined,
        }),
      );
      const text = await response.text();
      await check?.settle(response.status < 400);
      const responseBody = parseJson(text);
      logAuthEvent(request.log, { subPath, status: response.status, requestBody: json, responseBody, ip: request.ip });
      return forwardResponse(reply, response, text);
    },
  });
}
