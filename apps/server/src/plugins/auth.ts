import { messages } from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { absoluteEndOf } from '../auth/auth.js';
import { sessionCookieOf } from '../auth/cookies.js';
import { endSession } from '../auth/session-lifetime.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  /** expiresAt is never later than the absolute end (createdAt + SESSION_ABSOLUTE_TTL_SECONDS). */
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The session from the cache alone, without a promise: the common case on a busy server. */
function cachedSession(ctx: Pick<AppContext, 'sessions'>, request: FastifyRequest): CurrentSession | null {
  const cookie = sessionCookieOf(request.headers.cookie);
  return cookie ? ctx.sessions.get(cookie.value) : null;
}

/**
 * The request's session: from the session cache when this exact signed cookie was confirmed
 * recently, otherwise from better-auth (which checks the signature and the database). A session
 * past its absolute lifetime is ended here, and a cached one expires by it at the latest.
 */
export async function readSession(
  ctx: Pick<AppContext, 'auth' | 'sessions' | 'db'>,
  request: FastifyRequest,
): Promise<CurrentSession | null> {
  const cookie = sessionCookieOf(request.headers.cookie);
  if (!cookie) return null;
  const cached = ctx.sessions.get(cookie.value);
  if (cached) return cached;
  const result = await ctx.auth.api.getSession({ headers: toHeaders(request) });
  if (!result) return null;
  const { user, session } = result;
  const end = absoluteEndOf(session.createdAt);
  if (end.getTime() <= Date.now()) {
    await endSession(ctx, session.token);
    return null;
  }
  const expiresAt = new Date(Math.min(new Date(session.expiresAt).getTime(), end.getTime()));
  const current: CurrentSession = {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role === 'admin' ? 'admin' : 'user',
      emailVerified: user.emailVerified,
    },
    session: { id: session.id, token: session.token, createdAt: new Date(session.createdAt), expiresAt },
  };
  ctx.sessions.set(cookie.value, current);
  return current;
}

/** 401 without a valid session. Use in the service layer entry (route handlers) of every protected route. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = cachedSession(app.ctx, request) ?? (await readSession(app.ctx, request));
  if (!current) throw new AppError(401, 'unauthorized', messages.errors.unauthorized);
  return current;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = await requireUser(app, request);
  if (current.user.role !== 'admin') throw new AppError(403, 'forbidden', messages.errors.forbidden);
  return current;
}
