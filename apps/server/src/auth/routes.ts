import { setTimeout as sleep } from 'node:timers/promises';
import { errorText, messages, passwordTexts } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { gateEmailSignUp } from '../modules/age-screen/sign-up.js';
import { toHeaders } from '../plugins/auth.js';
import { sendError } from '../plugins/errors.js';
import { nameRefusal } from '../safety/screen.js';
import { isAllowedAuthEndpoint } from './allowed-endpoints.js';
import { CLIENT_IP_HEADER } from './auth.js';
import { authBodySchemas, passwordBeingSet } from './body-schemas.js';
import { logAuthEvent } from './events.js';
import { type LimitCheck, Limiter } from './limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from './limits.js';
import { type BreachCheck, rangeApiBreachCheck } from './password-policy.js';
import { forwardResponse, parseJson } from './responses.js';
import { endSessionIfPastLifetime } from './session-lifetime.js';
import { signUpPreferences } from './sign-up-preferences.js';

function readJsonBody(raw: Buffer | undefined): { json: Record<string, unknown> } | { problem: string } {
  if (!raw || raw.length === 0) return { json: {} };
  const json = parseJson(raw.toString('utf8'));
  return json ? { json } : { problem: errorText['request.invalidJson'] };
}

/** The body as its schema reads it (trimmed, normalised): what better-auth is given, or the problem. */
function validateAuthBody(
  subPath: string,
  json: Record<string, unknown>,
): { data: Record<string, unknown> } | { problem: string } {
  const schema = authBodySchemas[subPath];
  if (!schema) return { data: json };
  const result = schema.safeParse(json);
  if (result.success) return { data: result.data as Record<string, unknown> };
  return { problem: result.error.issues[0]?.message ?? messages.errors.validation };
}

/**
 * Mounts better-auth under /api/auth/* in its own scope with a raw-body parser. In front of it:
 * the allow-list (anything else is 404), the absolute session lifetime, strict body validation,
 * the database-backed rate limits and sign-in slow-down, the breached-password check, and one log
 * line per auth event.
 */
export async function authRoutes(app: FastifyInstance) {
  const { auth, db, config } = app.ctx;
  const limiter = new Limiter(db, config.rateLimitScale);
  const isBreached: BreachCheck | null = config.passwordBreachCheckUrl
    ? rangeApiBreachCheck(config.passwordBreachCheckUrl, app.ctx.log)
    : null;

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
      if (!isAllowedAuthEndpoint(request.method, subPath)) {
        return sendError(reply, 404, 'not_found', messages.errors.notFound);
      }
      await endSessionIfPastLifetime(app.ctx, request.headers.cookie);
      const raw = request.body as Buffer | undefined;
      let json: Record<string, unknown> = {};
      let check: LimitCheck | null = null;
      if (request.method === 'POST') {
        const read = readJsonBody(raw);
        if ('problem' in read) return sendError(reply, 400, 'invalid_json', read.problem);
        const valid = validateAuthBody(subPath, read.json);
        if ('problem' in valid) return sendError(reply, 400, 'validation_failed', valid.problem);
        json = valid.data;
        if (subPath === '/sign-up/email') {
          const gate = await gateEmailSignUp(db, request.headers.cookie, json);
          if (!('body' in gate)) return sendError(reply, gate.status, gate.code, gate.message);
          // Settings → General from the browser: its time zone and language, else Accept-Language's (issue 19).
          json = { ...gate.body, ...signUpPreferences(gate.body, request.headers['accept-language']) };
          // The name and username are shown to everyone: the safety filter first (issue 16).
          const refused = nameRefusal(app.ctx.filter, { name: json.name as string, username: json.username as string });
          if (refused) {
            return sendError(reply, refused.status, refused.code, refused.message, refused.details, refused.localized);
          }
        }
        const facts = { ip: request.ip, body: json, sessionKey: sessionKeyOf(request.headers.cookie) };
        check = await limiter.enforce(reply, rulesForAuthRequest(subPath, facts));
        const newPassword = passwordBeingSet(subPath, json);
        if (isBreached && newPassword && (await isBreached(newPassword))) {
          return sendError(reply, 400, 'validation_failed', passwordTexts.breached);
        }
        if (check.delayMs > 0) await sleep(check.delayMs);
      }
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      headers.delete('content-length');
      headers.delete('transfer-encoding');
      if (request.method === 'POST') headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(new URL(request.url, config.appUrl), {
          // better-auth routes GET only; Fastify drops the body of a HEAD answer.
          method: request.method === 'HEAD' ? 'GET' : request.method,
          headers,
          body: request.method === 'POST' ? JSON.stringify(json) : undefined,
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
