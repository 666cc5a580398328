import type { AppContext } from '../context.js';
import { absoluteEndOf } from './auth.js';
import { sessionCookieOf } from './cookies.js';

/** The session token inside the signed cookie value (`token.signature`, URL-encoded). */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  const value = sessionCookieOf(cookieHeader)?.value;
  if (!value) return null;
  try {
    return decodeURIComponent(value).split('.')[0] || null;
  } catch {
    return null;
  }
}

/** Deletes a session row and evicts it from this instance's session cache. */
export async function endSession(ctx: Pick<AppContext, 'db' | 'sessions'>, token: string): Promise<void> {
  await ctx.db.deleteFrom('session').where('token', '=', token).execute();
  ctx.sessions.forgetToken(token);
}

/**
 * Before better-auth handles a request: the cookie's session, when it has outlived its absolute
 * lifetime, is ended (better-auth alone would keep honouring an expiry its refreshes pushed on).
 */
export async function endSessionIfPastLifetime(ctx: Pick<AppContext, 'db' | 'sessions'>, cookieHeader?: string) {
  const token = sessionTokenOf(cookieHeader);
  if (!token) return;
  const row = await ctx.db.selectFrom('session').select('createdAt').where('token', '=', token).executeTakeFirst();
  if (row && absoluteEndOf(row.createdAt).getTime() <= Date.now()) await endSession(ctx, token);
}
