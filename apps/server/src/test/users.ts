import type { FastifyInstance } from 'fastify';
import type { Mail } from '../mail/mailer.js';
import { cookieFrom } from './app.js';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** A birth month that is an adult's in any year these tests run: what the age screen would record. */
export const ADULT_BIRTH_MONTH = { birthMonth: 6, birthYear: 1990 } as const;

export function verificationLink(mails: Mail[], email: string): string {
  const mail = [...mails].reverse().find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

/**
 * Signs up, follows the verification link from the mail and signs in; returns the session cookie.
 * The birth month goes in the body as an API client sends it (an adult's unless `birth` says otherwise).
 */
export async function signUpAndIn(
  app: FastifyInstance,
  mails: Mail[],
  {
    email = uniqueEmail(),
    password = 'secret-pass-1',
    name = 'Test Creator',
    birth = ADULT_BIRTH_MONTH as { birthMonth: number; birthYear: number },
  } = {},
): Promise<{ cookie: string; email: string; password: string }> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password, ...birth },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const link = new URL(verificationLink(mails, email));
  const verify = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  if (verify.statusCode >= 400) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { cookie: cookieFrom(signIn), email, password };
}
