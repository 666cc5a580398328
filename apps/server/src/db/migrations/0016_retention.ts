import { type Kysely, sql } from 'kysely';

/**
 * Issue 15, retention: the account notice sent when a parental link ends at the member's coming of
 * age, and the indexes the retention job deletes by (each limit is a range on one time column).
 */
const statements = [
  'alter table notifications drop constraint notifications_kind_check',
  `alter table notifications add constraint notifications_kind_check
    check (kind in ('post_liked', 'post_commented', 'new_follower', 'event_reminder', 'parent_link_ended'))`,
  'create index notifications_created_idx on notifications (created_at)',
  'create index activity_mails_created_idx on activity_mails (created_at)',
  'create index session_expires_idx on "session" ("expiresAt")',
  // A session used every day slides its expiry past the absolute lifetime, which counts from creation.
  'create index session_created_idx on "session" ("createdAt")',
  'create index verification_expires_idx on verification ("expiresAt")',
  `create index team_members_pending_idx on team_members (invited_at) where status = 'invited'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
