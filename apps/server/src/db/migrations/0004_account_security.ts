import { type Kysely, sql } from 'kysely';

// better-auth's additions for the twoFactor and jwt plugins, compiled with
// getMigrations(options).compileMigrations() from better-auth/db/migration against 0001–0002.
// One change by hand: the twoFactor userId index is unique (one authenticator per user).
const betterAuthStatements = [
  `alter table "user" add column "twoFactorEnabled" boolean default false`,
  `create table "twoFactor" ("id" uuid default pg_catalog.gen_random_uuid() not null primary key, "secret" text not null, "backupCodes" text not null, "userId" uuid not null references "user" ("id") on delete cascade, "verified" boolean, "failedVerificationCount" integer, "lockedUntil" timestamptz)`,
  `create table "jwks" ("id" uuid default pg_catalog.gen_random_uuid() not null primary key, "publicKey" text not null, "privateKey" text not null, "createdAt" timestamptz not null, "expiresAt" timestamptz, "alg" text, "crv" text)`,
  `create index "twoFactor_secret_idx" on "twoFactor" ("secret")`,
  `create unique index "twoFactor_userId_idx" on "twoFactor" ("userId")`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of betterAuthStatements) await sql.raw(statement).execute(db);

  // Fixed-window counters shared by every instance: the rate limits survive restarts.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();

  // The TOTP replay guard: the last time step a user's code was accepted for.
  await db.schema
    .createTable('totp_used_steps')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('step', 'bigint', (c) => c.notNull())
    .execute();
}
