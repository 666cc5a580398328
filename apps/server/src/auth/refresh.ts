import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { SESSION_TTL_SECONDS } from './auth.js';

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?storyloom\.session_token)=([^;]+)/;

/**
 * Extends the session by a full lifetime: the row's expiry in the database and the cookie's
 * Max-Age (the signed cookie value itself does not change).
 */
export async function refreshSession(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await ctx.db.updateTable('session').set({ expiresAt, updatedAt: new Date() }).where('token', '=', token).execute();
  const match = SESSION_COOKIE.exec(request.headers.cookie ?? '');
  if (match) {
    const [, name, value] = match;
    const secure = name?.startsWith('__Secure-') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${name}=${value}; Max-Age=${SESSION_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return expiresAt;
}
