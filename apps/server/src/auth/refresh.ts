import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { SESSION_TTL_SECONDS } from './auth.js';
import { sessionCookieOf } from './cookies.js';

/**
 * Extends the session by a full lifetime: the row's expiry in the database and the cookie's
 * Max-Age (the signed cookie value itself does not change).
 */
export async function refreshSession(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await ctx.db.updateTable('session').set({ expiresAt, updatedAt: new Date() }).where('token', '=', token).execute();
  ctx.sessions.forgetToken(token);
  const cookie = sessionCookieOf(request.headers.cookie);
  if (cookie) {
    const { name, value } = cookie;
    const secure = name.startsWith('__Secure-') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${name}=${value}; Max-Age=${SESSION_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return expiresAt;
}
