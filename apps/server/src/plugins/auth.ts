import { messages } from '@storyloom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.js';
import { authBodySchemas } from '../auth/body-schemas.js';
import { AppError } from '../errors.js';
import { sendError } from './errors.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date };
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export async function readSession(auth: Auth, request: FastifyRequest): Promise<CurrentSession | null> {
  const result = await auth.api.getSession({ headers: toHeaders(request) });
  if (!result) return null;
  const { user, session } = result;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role === 'admin' ? 'admin' : 'user',
      emailVerified: user.emailVerified,
    },
    session: { id: session.id, token: session.token, expiresAt: new Date(session.expiresAt) },
  };
}

/** 401 without a valid session. Use in the service layer entry (route handlers) of every protected route. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = await readSession(app.ctx.auth, request);
  if (!current) throw new AppError(401, 'unauthorized', messages.errors.unauthorized);
  return current;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = await requireUser(app, request);
  if (current.user.role !== 'admin') throw new AppError(403, 'forbidden', messages.errors.forbidden);
  return current;
}

const AUTH_ERRORS: Record<string, [number, string, string]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, 'invalid_credentials', messages.auth.invalidCredentials],
  EMAIL_NOT_VERIFIED: [403, 'email_not_verified', messages.auth.emailNotVerified],
};

function snakeCase(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

async function forwardResponse(reply: FastifyReply, response: Response) {
  const body = await response.text();
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (response.status < 400) return reply.send(body);
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(body);
  } catch {
    // better-auth answered without JSON; fall back to the status text
  }
  const mapped = parsed.code ? AUTH_ERRORS[parsed.code] : undefined;
  if (mapped) return sendError(reply, mapped[0], mapped[1], mapped[2]);
  const code = parsed.code ? snakeCase(parsed.code) : response.status === 429 ? 'rate_limited' : 'auth_error';
  return sendError(reply, response.status, code, parsed.message || response.statusText || 'Request failed');
}

function validateAuthBody(subPath: string, raw: Buffer | undefined): string | null {
  const schema = authBodySchemas[subPath];
  if (!schema) return null;
  let json: unknown = {};
  if (raw && raw.length > 0) {
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return 'The request body is not valid JSON';
    }
  }
  const result = schema.safeParse(json);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.errors.validation);
}

/** Mounts better-auth under /api/auth/* in its own scope with a raw-body parser. */
export async function authRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const subPath = new URL(request.url, 'http://local').pathname.replace(/^\/api\/auth/, '');
      const raw = request.body as Buffer | undefined;
      if (request.method === 'POST') {
        const problem = validateAuthBody(subPath, raw);
        if (problem) return sendError(reply, 400, 'validation_failed', problem);
      }
      const url = new URL(request.url, app.ctx.config.appUrl);
      const hasBody = request.method === 'POST' && raw && raw.length > 0;
      const headers = toHeaders(request);
      if (request.method === 'POST' && !hasBody) headers.set('content-type', 'application/json');
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? new Uint8Array(raw) : request.method === 'POST' ? '{}' : undefined,
        }),
      );
      return forwardResponse(reply, response);
    },
  });
}
