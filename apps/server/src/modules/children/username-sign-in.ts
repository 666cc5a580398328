import { setTimeout as sleep } from 'node:timers/promises';
import { CHILD_ACCOUNT_EMAIL_DOMAIN } from '@storyloom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../../auth/auth.js';
import { logAuthEvent } from '../../auth/events.js';
import type { Limiter } from '../../auth/limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from '../../auth/limits.js';
import { forwardResponse, parseJson } from '../../auth/responses.js';
import { toHeaders } from '../../plugins/auth.js';

/**
 * An address no account can have (child accounts are `child.<uuid>@`): an unknown username signs
 * in against it, so better-auth spends the same password hash on it and answers the same 401.
 */
const NO_SUCH_ACCOUNT = `unknown-username@${CHILD_ACCOUNT_EMAIL_DOMAIN}`;

async function emailOfUsername(app: FastifyInstance, username: string): Promise<string | null> {
  const row = await app.ctx.db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select('user.email')
    .where('profiles.username', '=', username)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Signs in with a username instead of an email: the account's stored email goes through
 * better-auth's own email sign-in, behind the same counters as /api/auth/sign-in/email (keyed by
 * that email, so failures on either route add up), and its answer is forwarded as it is: the
 * session cookie, or the two-factor challenge.
 */
export async function signInWithUsername(
  app: FastifyInstance,
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  { username, password }: { username: string; password: string },
) {
  const { auth, config } = app.ctx;
  const stored = await emailOfUsername(app, username);
  const email = stored ?? NO_SUCH_ACCOUNT;
  const body = { email, password };
  // An unknown username is counted under its own name, as an unknown email is under its address.
  const counted = { email: stored ?? `username:${username}` };
  const facts = { ip: request.ip, body: counted, sessionKey: sessionKeyOf(request.headers.cookie) };
  const check = await limiter.enforce(reply, rulesForAuthRequest('/sign-in/email', facts));
  if (check.delayMs > 0) await sleep(check.delayMs);

  const headers = toHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  headers.set('content-type', 'application/json');
  const response = await auth.api.signInEmail({
    body,
    headers,
    // The auth config reads the path of the request behind a mail (a sign-in's resend is limited).
    request: new Request(new URL('/api/auth/sign-in/email', config.appUrl), { method: 'POST', headers }),
    asResponse: true,
  });
  const text = await response.text();
  await check.settle(response.status < 400);
  logAuthEvent(request.log, {
    subPath: '/sign-in/email',
    status: response.status,
    requestBody: counted,
    responseBody: parseJson(text),
    ip: request.ip,
  });
  return forwardResponse(reply, response, text);
}
