import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per user, created on first save; a missing row means "all defaults".
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('timezone', 'text')
    .addColumn('language', 'text')
    .addColumn('email_from_name', 'text')
    .addColumn('email_reply_to', 'text')
    .addColumn('site_title', 'text')
    .addColumn('site_description', 'text')
    .addColumn('homepage_layout', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A missing row means the channel is on (the default).
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'category', 'channel'])
    .execute();

  await db.schema
    .createTable('email_templates')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_templates_pk', ['user_id', 'template_id'])
    .execute();

  await db.schema
    .createTable('custom_domains')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('verification_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index custom_domains_user_created_idx on custom_domains (user_id, created_at)`.execute(db);
  // Several members may claim a domain while it is pending; only one can ever hold it verified.
  await sql`create unique index custom_domains_user_host_unique on custom_domains (user_id, hostname)`.execute(db);
  await sql`create unique index custom_domains_verified_host_unique on custom_domains (hostname) where status = 'verified'`.execute(
    db,
  );

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('invited'))
    .addColumn('member_user_id', 'uuid', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('invite_token_hash', 'text')
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .addUniqueConstraint('team_members_owner_email_unique', ['owner_id', 'email'])
    .execute();
  await sql`create index team_members_owner_invited_idx on team_members (owner_id, invited_at)`.execute(db);
  await sql`create index team_members_token_idx on team_members (invite_token_hash)`.execute(db);
}
