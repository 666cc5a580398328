import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { absoluteEndOf, SESSION_TTL_SECONDS } from './auth.js';
import { sessionCookieOf } from './cookies.js';

/**
 * Extends the session by a full lifetime, never past its absolute end (creation plus
 * SESSION_ABSOLUTE_TTL_SECONDS): the row's expiry in the database and the cookie's Max-Age (the
 * signed cookie value itself does not change).
 */
export async function refreshSession(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; createdAt: Date },
): Promise<Date> {
  const now = Date.now();
  const expiresAt = new Date(Math.min(now + SESSION_TTL_SECONDS * 1000, absoluteEndOf(session.createdAt).getTime()));
  await ctx.db
    .updateTable('session')
    .set({ expiresAt, updatedAt: new Date(now) })
    .where('token', '=', session.token)
    .execute();
  ctx.sessions.forgetToken(session.token);
  const cookie = sessionCookieOf(request.headers.cookie);
  if (cookie) {
    const { name, value } = cookie;
    const secure = name.startsWith('__Secure-') ? '; Secure' : '';
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
    reply.header('set-cookie', `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return expiresAt;
}
