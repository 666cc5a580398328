import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Mailer } from '../mail/mailer.js';
import { verificationMail } from '../mail/templates.js';
import { createProfileForUser } from '../modules/profiles/service.js';
import { hashPassword, verifyPassword } from './password.js';

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  log: Logger;
  secret: string;
}

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;

export function createAuth({ config, db, mailer, log, secret }: AuthDeps) {
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
      user: {
        create: {
          before: async (user) => {
            const role = admins.has(user.email.toLowerCase()) ? 'admin' : 'user';
            return { data: { ...user, role } };
          },
          after: async (user) => {
            await createProfileForUser(db, { id: user.id, fullName: user.name });
            log.info({ event: 'auth.sign_up', userId: user.id }, 'user signed up');
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
