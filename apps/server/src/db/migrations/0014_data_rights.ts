import { type Kysely, sql } from 'kysely';

/**
 * Issue 15, data rights. A deleted member's comments in other members' threads stay, shown as
 * "Deleted member": their author column becomes nullable and is cleared when the account goes.
 * One export build at a time per member, enforced by the database. Indexes for the account
 * deletion and export reads that filter on a member's id where none served them yet.
 */
const statements = [
  'alter table post_comments alter column author_id drop not null',
  'alter table post_comments drop constraint post_comments_author_id_fkey',
  `alter table post_comments add constraint post_comments_author_id_fkey
    foreign key (author_id) references "user"(id) on delete set null`,
  'alter table module_comments alter column user_id drop not null',
  'alter table module_comments drop constraint module_comments_user_id_fkey',
  `alter table module_comments add constraint module_comments_user_id_fkey
    foreign key (user_id) references "user"(id) on delete set null`,

  `create unique index data_exports_one_building_idx on data_exports (user_id) where status = 'building'`,

  'create index spaces_created_by_idx on spaces (created_by) where created_by is not null',
  'create index events_created_by_idx on events (created_by) where created_by is not null',
  'create index activity_mails_actor_idx on activity_mails (actor_id)',
  'create index team_members_member_user_idx on team_members (member_user_id) where member_user_id is not null',
  'create index team_members_email_idx on team_members (lower(email))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
