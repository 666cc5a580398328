import { type Kysely, sql } from 'kysely';

/**
 * Issue 15: the birth month and year behind the age band, the parental link and its consent
 * records, the age screen's first answers per browser, and data exports.
 */
const statements = [
  `alter table "user" add column "birthYear" integer`,
  `alter table "user" add column "birthMonth" integer check ("birthMonth" between 1 and 12)`,
  `alter table "user" add column "consentState" text not null default 'none'
    check ("consentState" in ('none', 'pending', 'granted', 'revoked', 'ended'))`,
  // Holding and unconsented accounts are filtered out of member lists and found by the retention job.
  `create index user_consent_state_idx on "user" ("consentState", "createdAt") where "consentState" <> 'none'`,
  // The first answer a browser gave stands for 24 hours (the id lives in an httpOnly cookie).
  `create table age_screen_answers (
    browser_id text primary key,
    birth_year integer not null,
    birth_month integer not null check (birth_month between 1 and 12),
    created_at timestamptz not null default now()
  )`,
  'create index age_screen_answers_created_idx on age_screen_answers (created_at)',
  // One parent per child account. link_version invalidates every signed parent link at once.
  `create table parental_links (
    user_id uuid primary key references "user"(id) on delete cascade,
    parent_email text not null,
    ai_sharing boolean not null default false,
    notice_version text not null,
    link_version integer not null default 1,
    consent_token_used boolean not null default false,
    requested_at timestamptz not null default now(),
    decided_at timestamptz,
    ended_at timestamptz
  )`,
  // Append-only: what a parent approved or withdrew, how, when, and against which notice.
  `create table consent_records (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references "user"(id) on delete cascade,
    action text not null check (action in ('requested', 'granted', 'revoked', 'ended', 'confirmation_sent')),
    method text not null,
    notice_version text not null,
    approved_use boolean not null default false,
    approved_ai_sharing boolean not null default false,
    ip text,
    created_at timestamptz not null default now()
  )`,
  'create index consent_records_user_idx on consent_records (user_id, created_at)',
  `create table data_exports (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references "user"(id) on delete cascade,
    status text not null default 'building' check (status in ('building', 'ready', 'failed')),
    storage_key text,
    size_bytes bigint,
    created_at timestamptz not null default now(),
    ready_at timestamptz,
    expires_at timestamptz
  )`,
  'create index data_exports_user_idx on data_exports (user_id, created_at desc)',
  'create index data_exports_expires_idx on data_exports (expires_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
