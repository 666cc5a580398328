import { type Kysely, sql } from 'kysely';

/**
 * The public site's tables: waiting_list and contact_messages.
 * - A duplicate sign-up is refused by the unique index on lower(email) (23505 → 409).
 * - Admin search is a case-insensitive substring match: pg_trgm GIN indexes on the lowered
 *   columns serve `lower(col) like '%term%'`; the b-tree indexes serve the newest-first pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table waiting_list (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      email text not null,
      role text check (role in ('student', 'parent', 'educator', 'school_admin', 'content_creator', 'other')),
      interests text[] check (
        interests <@ array['storytelling', 'entrepreneurship', 'content_creation', 'digital_marketing']::text[]
      ),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index waiting_list_email_unique on waiting_list (lower(email))`.execute(db);
  await sql`create index waiting_list_created_idx on waiting_list (created_at desc, id desc)`.execute(db);
  await sql`create index waiting_list_name_trgm on waiting_list using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index waiting_list_email_trgm on waiting_list using gin (lower(email) gin_trgm_ops)`.execute(db);
  await keepWaitingListTotal(db);

  await sql`
    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      email text not null,
      subject text not null default 'General Inquiry',
      message text not null,
      status text not null default 'unread' check (status in ('unread', 'read', 'responded')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_messages_created_idx on contact_messages (created_at desc, id desc)`.execute(db);
  await sql`create index contact_messages_status_created_idx on contact_messages (status, created_at desc, id desc)`.execute(
    db,
  );
  for (const column of ['name', 'email', 'subject']) {
    await sql`create index ${sql.id(`contact_messages_${column}_trgm`)} on contact_messages using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}

/**
 * The unfiltered total of the admin list, kept exact by statement-level triggers: counting a
 * million rows on every page load would cost hundreds of milliseconds; reading this row costs one.
 */
async function keepWaitingListTotal(db: Kysely<unknown>) {
  await sql`create table list_totals (name text primary key, total bigint not null)`.execute(db);
  await sql`insert into list_totals (name, total) values ('waiting_list', 0)`.execute(db);
  await sql`
    create function waiting_list_total_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update list_totals set total = total + (select count(*) from changed) where name = 'waiting_list';
      elsif tg_op = 'DELETE' then
        update list_totals set total = total - (select count(*) from changed) where name = 'waiting_list';
      else
        update list_totals set total = 0 where name = 'waiting_list';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger waiting_list_total_insert after insert on waiting_list
    referencing new table as changed for each statement execute function waiting_list_total_changed()`.execute(db);
  await sql`
    create trigger waiting_list_total_delete after delete on waiting_list
    referencing old table as changed for each statement execute function waiting_list_total_changed()`.execute(db);
  await sql`
    create trigger waiting_list_total_truncate after truncate on waiting_list
    for each statement execute function waiting_list_total_changed()`.execute(db);
}
