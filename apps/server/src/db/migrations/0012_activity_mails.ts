import { type Kysely, sql } from 'kysely';

/**
 * Security review finding 3: community activity mail goes through this table. A row per activity;
 * sent_at is set when a mail carried it. One mail per recipient per period (a digest), and one
 * follower mail per follower and recipient per period, whatever the follow/unfollow cycles.
 */
const statements = [
  `create table activity_mails (
    id uuid primary key default gen_random_uuid(),
    recipient_id uuid not null references "user"(id) on delete cascade,
    actor_id uuid not null references "user"(id) on delete cascade,
    kind text not null check (kind in ('post_commented', 'new_follower')),
    post_id uuid references posts(id) on delete cascade,
    comment text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  // What is waiting for each recipient, and when they were last mailed.
  'create index activity_mails_pending_idx on activity_mails (recipient_id, created_at) where sent_at is null',
  'create index activity_mails_sent_idx on activity_mails (recipient_id, sent_at desc) where sent_at is not null',
  'create index activity_mails_pair_idx on activity_mails (recipient_id, actor_id, kind, created_at desc)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
