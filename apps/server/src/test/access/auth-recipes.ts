import { cookieFrom, json, type TestApp } from '../app.js';
import { totpCode } from '../totp.js';
import { ADULT_BIRTH_MONTH, uniqueEmail, verificationLink } from '../users.js';
import { pw, type Recipes } from './recipe.js';

async function resetLink(t: TestApp, email: string): Promise<URL> {
  const ask = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
  if (ask.statusCode !== 200) throw new Error(`reset request failed: ${ask.statusCode}`);
  const mail = t.mails.findLast((m) => m.to === email && /reset/i.test(m.subject));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no reset mail');
  return new URL(link);
}

async function resetToken(t: TestApp, email: string): Promise<string> {
  const token = (await resetLink(t, email)).pathname.split('/').pop();
  if (!token) throw new Error('no token in the reset link');
  return token;
}

/** A verification link of a new account, as the mail gives it. */
async function verifyUrl(t: TestApp): Promise<string> {
  const email = uniqueEmail('matrix-unverified');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Unverified', email, password: 'matrix-pass-1', ...ADULT_BIRTH_MONTH },
  });
  const link = new URL(verificationLink(t.mails, email));
  return `${link.pathname}${link.search}`;
}

/** Auth, sessions and the account: better-auth's routes and ours. */
export const AUTH_REQUESTS: Recipes = {
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/connection': {},
  'GET /.well-known/jwks.json': {},
  'GET /uploads/*': { url: ({ f }) => f.ids.uploadUrl as string },

  'POST /api/auth/sign-up/email': {
    body: () => ({
      name: 'Matrix sign-up',
      email: uniqueEmail('matrix-signup'),
      password: 'matrix-pass-1',
      ...ADULT_BIRTH_MONTH,
    }),
  },
  'POST /api/auth/sign-in/email': {
    body: ({ f, actor }) => ({ email: (actor ?? f.bystander).email, password: (actor ?? f.bystander).password }),
  },
  'GET /api/auth/verify-email': { url: ({ t }) => verifyUrl(t), ok: 302 },
  // Signed-in users are verified already (sign-in requires it): they get 400 email_already_verified.
  'POST /api/auth/send-verification-email': {
    body: ({ actor }) => ({ email: actor?.email ?? uniqueEmail('matrix-resend') }),
    signedIn: 400,
  },
  'POST /api/auth/request-password-reset': {
    body: ({ f }) => ({ email: f.bystander.email, redirectTo: '/reset-password' }),
  },
  'GET /api/auth/reset-password/:token': {
    url: async ({ t, f }) => {
      const link = await resetLink(t, f.ids.resetterEmail as string);
      return `${link.pathname}${link.search}`;
    },
    ok: 302,
  },
  'POST /api/auth/reset-password': {
    body: async ({ t, f }) => ({
      token: await resetToken(t, f.ids.resetterEmail as string),
      newPassword: 'matrix-pass-1',
    }),
  },
  'GET /api/auth/get-session': {},
  'GET /api/auth/token': {},
  'POST /api/auth/sign-out': { body: () => ({}), endsSession: true },
  'POST /api/auth/change-password': {
    body: (c) => ({ currentPassword: pw(c), newPassword: pw(c), revokeOtherSessions: true }),
    endsSession: true,
  },
  'POST /api/auth/two-factor/enable': {
    body: (c) => ({ password: pw(c) }),
    remember: (res, actor) => {
      const { totpURI, backupCodes } = json<{ totpURI: string; backupCodes: string[] }>(res);
      actor.totpURI = totpURI;
      actor.backupCodes = backupCodes;
    },
  },
  'POST /api/auth/two-factor/verify-totp': {
    body: ({ actor }) => ({ code: actor?.totpURI ? totpCode(actor.totpURI) : '123456' }),
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    body: (c) => ({ password: pw(c) }),
    remember: (res, actor) => {
      actor.backupCodes = json<{ backupCodes: string[] }>(res).backupCodes;
    },
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    body: ({ actor }) => ({ code: actor?.backupCodes?.[0] ?? 'abcde-fghij' }),
  },
  'DELETE /api/me/factors/:factorId': {
    url: async ({ t, f }) => {
      const owner = f.actors.user;
      const res = await t.app.inject({ method: 'GET', url: '/api/me/security', headers: { cookie: owner.cookie } });
      const factorId = json<{ factors: Array<{ id: string }> }>(res).factors[0]?.id;
      if (!factorId) throw new Error('the owner has no factor to remove');
      return `/api/me/factors/${factorId}`;
    },
    body: (c) => ({ password: pw(c) }),
  },
  'POST /api/auth/two-factor/disable': { body: (c) => ({ password: pw(c) }) },

  'GET /api/session': {},
  'POST /api/session/refresh': { body: () => ({}) },
  'POST /api/session/clear': { body: () => ({}), endsSession: true },
  'GET /api/me': {},
  'GET /api/me/security': {},
  'GET /api/me/sessions': {},
  'DELETE /api/me/sessions/:id': {
    // A fresh second session of the owner each time: the one the call ends.
    url: async ({ t, f }) => {
      const owner = f.actors.user;
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: owner.email, password: owner.password },
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/sessions',
        headers: { cookie: cookieFrom(second) },
      });
      const id = json<{ items: Array<{ id: string; current: boolean }> }>(res).items.find((s) => s.current)?.id;
      if (!id) throw new Error('no second session of the owner');
      return `/api/me/sessions/${id}`;
    },
    ok: 204,
  },
  'POST /api/me/sessions/revoke-others': { body: () => ({}) },
};
