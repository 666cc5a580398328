import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_generations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ai_generations_user_created_idx on ai_generations (user_id, created_at desc)`.execute(db);
  await sql`create index ai_generations_user_tool_created_idx on ai_generations (user_id, tool, created_at desc)`.execute(
    db,
  );

  // One row per user and feature: applying twice is idempotent by the primary key.
  await db.schema
    .createTable('ai_beta_interest')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ai_beta_interest_pk', ['user_id', 'feature'])
    .execute();
}
