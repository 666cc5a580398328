import { type Kysely, sql } from 'kysely';

/**
 * Issue 16, safety tools: reports, the moderation queue's actions (an append-only audit log),
 * appeals, block and mute, the language filter's strikes and admin terms, and the state each
 * reportable item and member carries (hidden or removed; muted, suspended or banned until).
 */
const statements = [
  // Moderators are a platform role beside user and admin.
  `alter table "user" add column "mutedUntil" timestamptz`,
  `alter table "user" add column "suspendedUntil" timestamptz`,
  `alter table "user" add column "bannedAt" timestamptz`,
  `create index user_role_staff_idx on "user" (role) where role <> 'user'`,

  // What moderation did to an item: hidden (pending review, or by a moderator) or removed.
  ...['posts', 'post_comments', 'module_comments', 'spaces', 'events'].flatMap((table) => [
    `alter table ${table} add column moderation_state text check (moderation_state in ('hidden', 'removed'))`,
    `create index ${table}_moderation_idx on ${table} (id) where moderation_state is not null`,
  ]),

  `create table reports (
    id uuid primary key default gen_random_uuid(),
    reporter_id uuid references "user"(id) on delete set null,
    surface text not null check (surface in ('post', 'comment', 'module_comment', 'profile', 'space', 'event', 'ai_generation')),
    item_id uuid not null,
    item_author_id uuid references "user"(id) on delete set null,
    reason text not null check (reason in ('personal_info', 'bullying', 'self_harm', 'sexual', 'hate', 'spam', 'other')),
    note text check (char_length(note) <= 1000),
    status text not null default 'open' check (status in ('open', 'actioned', 'dismissed')),
    created_at timestamptz not null default now(),
    handled_at timestamptz,
    handled_by uuid references "user"(id) on delete set null
  )`,
  // One open report per member and item.
  `create unique index reports_open_unique_idx on reports (reporter_id, surface, item_id) where status = 'open'`,
  'create index reports_item_idx on reports (surface, item_id, status)',
  `create index reports_open_created_idx on reports (created_at) where status = 'open'`,
  'create index reports_reporter_idx on reports (reporter_id, created_at desc)',
  'create index reports_author_idx on reports (item_author_id, created_at desc)',

  // The audit log: every moderation action, never changed or deleted (a trigger refuses both,
  // except the ids a deleted account leaves behind set to null).
  `create table moderation_actions (
    id uuid primary key default gen_random_uuid(),
    moderator_id uuid references "user"(id) on delete set null,
    surface text not null,
    item_id uuid not null,
    subject_id uuid references "user"(id) on delete set null,
    action text not null check (action in ('dismiss', 'hide', 'remove', 'warn', 'mute', 'suspend', 'ban', 'restore', 'auto_hide', 'auto_mute', 'uphold', 'role_grant', 'role_remove')),
    rule_id text,
    note text check (char_length(note) <= 1000),
    duration_hours integer check (duration_hours > 0),
    ends_at timestamptz,
    appeal_of uuid references moderation_actions(id),
    created_at timestamptz not null default now()
  )`,
  'create index moderation_actions_created_idx on moderation_actions (created_at desc, id desc)',
  'create index moderation_actions_subject_idx on moderation_actions (subject_id, created_at desc)',
  'create index moderation_actions_item_idx on moderation_actions (surface, item_id, created_at desc)',
  `create function moderation_actions_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then raise exception 'moderation_actions is append-only'; end if;
      if (new.id, new.surface, new.item_id, new.action, new.rule_id, new.note, new.duration_hours, new.ends_at, new.appeal_of, new.created_at)
         is distinct from (old.id, old.surface, old.item_id, old.action, old.rule_id, old.note, old.duration_hours, old.ends_at, old.appeal_of, old.created_at)
         or (new.moderator_id is not null and new.moderator_id is distinct from old.moderator_id)
         or (new.subject_id is not null and new.subject_id is distinct from old.subject_id) then
        raise exception 'moderation_actions is append-only';
      end if;
      return new;
    end $$`,
  `create trigger moderation_actions_append_only before update or delete on moderation_actions
    for each row execute function moderation_actions_append_only()`,

  // An author may appeal an action on their item or account once.
  `create table moderation_appeals (
    id uuid primary key default gen_random_uuid(),
    action_id uuid not null unique references moderation_actions(id),
    author_id uuid references "user"(id) on delete cascade,
    text text not null check (char_length(text) between 1 and 1000),
    status text not null default 'open' check (status in ('open', 'upheld', 'reversed')),
    created_at timestamptz not null default now(),
    decided_at timestamptz,
    decided_by uuid references "user"(id) on delete set null
  )`,
  `create index moderation_appeals_open_idx on moderation_appeals (created_at) where status = 'open'`,

  `create table member_blocks (
    blocker_id uuid not null references "user"(id) on delete cascade,
    blocked_id uuid not null references "user"(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (blocker_id, blocked_id),
    check (blocker_id <> blocked_id)
  )`,
  'create index member_blocks_blocked_idx on member_blocks (blocked_id, blocker_id)',
  `create table member_mutes (
    muter_id uuid not null references "user"(id) on delete cascade,
    muted_id uuid not null references "user"(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (muter_id, muted_id),
    check (muter_id <> muted_id)
  )`,

  // Each language refusal, for the graded mutes (three within 24 h).
  `create table language_strikes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references "user"(id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
  'create index language_strikes_user_idx on language_strikes (user_id, created_at desc)',
  'create index language_strikes_created_idx on language_strikes (created_at)',

  // Terms an admin adds to the language filter (blocked) or its allowlist.
  `create table filter_terms (
    id uuid primary key default gen_random_uuid(),
    term text not null check (char_length(term) between 1 and 60),
    kind text not null check (kind in ('block', 'allow')),
    added_by uuid references "user"(id) on delete set null,
    created_at timestamptz not null default now(),
    unique (term, kind)
  )`,

  // The daily overdue digest: one row per day it went out, so several instances send it once.
  `create table safety_digests (
    day date primary key,
    sent_at timestamptz not null default now()
  )`,

  'alter table notifications drop constraint notifications_kind_check',
  `alter table notifications add constraint notifications_kind_check
    check (kind in ('post_liked', 'post_commented', 'new_follower', 'event_reminder', 'parent_link_ended',
      'report_resolved', 'moderation_action', 'appeal_decided'))`,
  'alter table notifications add column moderation_action_id uuid references moderation_actions(id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
