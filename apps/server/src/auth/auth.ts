import {
  messages,
  negotiateUiLocale,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseAcceptLanguage,
} from '@storyloom/domain';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { jwt, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { mailAudience, recipientLocale } from '../i18n/recipient-locale.js';
import type { Mailer } from '../mail/mailer.js';
import { greetingName, verificationMail } from '../mail/templates.js';
import { createProfileForUser } from '../modules/profiles/service.js';
import { renderTemplate } from '../modules/settings/templates.js';
import { Limiter, RateLimitedError } from './limiter.js';
import { verificationMailRule } from './limits.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionCache } from './session-cache.js';
import { preferencesInBody, saveSignUpPreferences } from './sign-up-preferences.js';
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
/** No session outlives this, counted from its creation, however often it is refreshed (issue 13). */
export const SESSION_ABSOLUTE_TTL_SECONDS = 60 * 60 * 24 * 30;
/** The client address the mount hands to better-auth (it records it on the session row). */
export const CLIENT_IP_HEADER = 'x-storyloom-client-ip';

/** The moment a session ends whatever its refreshes: its creation plus the absolute lifetime. */
export function absoluteEndOf(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_TTL_SECONDS * 1000);
}
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Lifetime of the JWTs /api/auth/token issues (verifiable against /.well-known/jwks.json). */
export const JWT_TTL = '15m';

/** better-auth hands its mail callbacks the request that caused them. */
const isSignIn = (request: Request | undefined) =>
  request !== undefined && new URL(request.url).pathname.endsWith('/sign-in/email');

export function createAuth({ config, db, mailer, log, secret, sessions }: AuthDeps) {
  const admins = new Set(config.adminEmails);
  const limiter = new Limiter(db, config.rateLimitScale);
  /** A sign-in to an unverified account re-sends the mail within the per-address mail limit. */
  const mayResend = async (email: string) => {
    try {
      await limiter.check([verificationMailRule(email)]);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  };
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
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'storyloom',
      // APP_URL's scheme, never NODE_ENV: Secure (and __Secure-) behind HTTPS, plain on http://localhost (issue 18).
      useSecureCookies: config.appUrl.startsWith('https:'),
      // Set by the mount from the socket (any such header from the client is replaced there).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
    },
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
        // The mount sets these from the age screen's recorded answer, never from the client (issue 15).
        birthYear: { type: 'number', required: false, input: true },
        birthMonth: { type: 'number', required: false, input: true },
        consentState: { type: 'string', required: false, defaultValue: 'none', input: false },
        // Moderation (issue 16): set by the moderation service only.
        mutedUntil: { type: 'date', required: false, input: false },
        suspendedUntil: { type: 'date', required: false, input: false },
        bannedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      sendResetPassword: async ({ user, url }) => {
        // Settings → Email lets the template be edited; the stored version (or the default, in the
        // member's language) is sent.
        const locale = await recipientLocale(db, user.id);
        const vars = { name: greetingName(user.name, locale), link: url };
        const mail = await renderTemplate(db, user.id, 'password_reset', vars, locale);
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
      sendVerificationEmail: async ({ user, url }, request) => {
        if (isSignIn(request) && !(await mayResend(user.email))) {
          log.info({ event: 'auth.verification_resend_limited', userId: user.id }, 'verification mail not re-sent');
          return;
        }
        // The account's language when it has one (saved at sign-up), else the browser's.
        const browser = negotiateUiLocale(parseAcceptLanguage(request?.headers.get('accept-language')));
        const { locale } = await mailAudience(db, user.id, browser);
        await mailer.send({ to: user.email, ...verificationMail({ name: user.name, url }, locale) });
      },
    },
    databaseHooks: {
      // Every session and user change better-auth makes evicts what the session cache holds.
      session: {
        // Moderation (issue 16): a banned or suspended member gets no session, whichever way they sign in.
        create: { before: async (session) => refuseSanctionedSignIn(db, session.userId) },
        update: {
          after: async (session) => {
            sessions.forgetToken(session.token);
            // better-auth's refresh moves the expiry a full lifetime on: never past the absolute end.
            const end = absoluteEndOf(session.createdAt);
            if (new Date(session.expiresAt) > end) {
              await db.updateTable('session').set({ expiresAt: end }).where('id', '=', session.id).execute();
            }
          },
        },
        delete: { after: async (session) => sessions.forgetToken(session.token) },
      },
      user: {
        update: {
          after: async (user) => {
            sessions.forgetUser(user.id);
            // ADMIN_EMAILS takes effect once the address is proven, never at sign-up (issue 13).
            if (user.emailVerified && admins.has(user.email.toLowerCase()) && user.role !== 'admin') {
              await db.updateTable('user').set({ role: 'admin' }).where('id', '=', user.id).execute();
              log.info({ event: 'auth.admin_granted', userId: user.id }, 'ADMIN_EMAILS applied on verification');
            }
          },
        },
        delete: { after: async (user) => sessions.forgetUser(user.id) },
        create: {
          after: async (user, context) => {
            await createProfileForUser(db, { id: user.id, fullName: user.name });
            await applyRequestedUsername(db, user.id, (context?.body as { username?: unknown } | undefined)?.username);
            // The browser's time zone and language, as the sign-up mount settled them (issue 19).
            const preferences = preferencesInBody(context?.body);
            if (preferences) await saveSignUpPreferences(db, user.id, preferences);
            log.info({ event: 'auth.sign_up', userId: user.id }, 'user signed up');
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Refuses a new session to a banned member, and to a suspended one until the suspension ends:
 * 403 account_banned / account_suspended (with `until`), after the password was checked, so it
 * tells nothing to someone who does not know it.
 */
async function refuseSanctionedSignIn(db: Kysely<Database>, userId: string): Promise<void> {
  const user = await db
    .selectFrom('user')
    .select(['bannedAt', 'suspendedUntil'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.bannedAt) {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_BANNED', message: messages.errors.accountBanned });
  }
  if (user?.suspendedUntil && new Date(user.suspendedUntil).getTime() > Date.now()) {
    throw new APIError('FORBIDDEN', {
      code: 'ACCOUNT_SUSPENDED',
      message: messages.errors.accountSuspended,
      details: { until: new Date(user.suspendedUntil).toISOString() },
    });
  }
}
