import { betterAuth } from 'better-auth';
import { jwt, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Mailer } from '../mail/mailer.js';
import { verificationMail } from '../mail/templates.js';
import { createProfileForUser } from '../modules/profiles/service.js';
import { renderTemplate } from '../modules/settings/templates.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionCache } from './session-cache.js';
import { totpReplayGuard } from './totp-replay.js';
import { applyRequestedUsername } from './username.js';

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  log: Logger;
  secret: string;
  sessions: SessionCache;
}

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Lifetime of the JWTs /api/auth/token issues (verifiable against /.well-known/jwks.json). */
export const JWT_TTL = '15m';

export function createAuth({ config, db, mailer, log, secret, sessions }: AuthDeps) {
  const admins = new Set(config.adminEmails);
  return betterAuth({
    appName: 'Storyloom',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        log[level]({ scope: 'auth' }, message);
      },
    },
    advanced: { database: { generateId: 'uuid' }, cookiePrefix: 'storyloom' },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 60 * 60 * 24 },
    // Our own database-backed limiter runs in front of better-auth (plugins/auth.ts, auth/limits.ts).
    rateLimit: { enabled: false },
    plugins: [
      twoFactor({ issuer: 'Storyloom', backupCodeOptions: { amount: 10, length: 10 } }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: { issuer: config.appUrl, audience: config.appUrl, expirationTime: JWT_TTL },
        disableSettingJwtHeader: true,
      }),
      totpReplayGuard(db),
    ],
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      sendResetPassword: async ({ user, url }) => {
        // Settings → Email lets the template be edited; the stored version (or the default) is sent.
        const mail = await renderTemplate(db, user.id, 'password_reset', { name: user.name, link: url });
        await mailer.send({ to: user.email, ...mail });
        log.info({ event: 'auth.password_reset_requested', userId: user.id }, 'password reset mail sent');
      },
      onPasswordReset: async ({ user }) => {
        log.info({ event: 'auth.password_reset', userId: user.id }, 'password reset; other sessions ended');
      },
      onExistingUserSignUp: async ({ user }) => {
        log.info({ event: 'auth.sign_up_existing', userId: user.id }, 'sign-up attempted with an existing email');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationMail({ name: user.name, url }) });
      },
    },
    databaseHooks: {
      // Every session and user change better-auth makes evicts what the session cache holds.
      session: {
        update: { after: async (session) => sessions.forgetToken(session.token) },
        delete: { after: async (session) => sessions.forgetToken(session.token) },
      },
      user: {
        update: { after: async (user) => sessions.forgetUser(user.id) },
        delete: { after: async (user) => sessions.forgetUser(user.id) },
        create: {
          before: async (user) => {
            const role = admins.has(user.email.toLowerCase()) ? 'admin' : 'user';
            return { data: { ...user, role } };
          },
          after: async (user, context) => {
            await createProfileForUser(db, { id: user.id, fullName: user.name });
            await applyRequestedUsername(db, user.id, (context?.body as { username?: unknown } | undefined)?.username);
            log.info({ event: 'auth.sign_up', userId: user.id }, 'user signed up');
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
