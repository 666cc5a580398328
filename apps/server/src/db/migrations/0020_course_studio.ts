import { type Kysely, sql } from 'kysely';

/**
 * Issue 17, the course studio: a course has an owner (an instructor; null for the demo courses,
 * which admins edit) and a status. The courses that existed before are published. A lesson has a
 * kind and a markdown body. The catalogue reads published courses in position order.
 */
const statements = [
  `alter table courses add column status text not null default 'published'
     check (status in ('draft', 'published', 'archived'))`,
  `alter table courses alter column status set default 'draft'`,
  `alter table courses add column owner_id uuid references "user"(id) on delete set null`,
  `alter table courses add column summary text not null default ''`,
  `alter table courses add column prerequisites jsonb not null default '[]'`,
  'alter table courses add column updated_at timestamptz not null default now()',
  'alter table courses add column published_at timestamptz',
  'update courses set published_at = created_at',
  'drop index courses_position_idx',
  'drop index courses_category_position_idx',
  'create index courses_status_position_idx on courses (status, position)',
  'create index courses_status_category_position_idx on courses (status, category, position)',
  // The studio's lists: an instructor's own courses, and all of them for an admin.
  'create index courses_owner_updated_idx on courses (owner_id, updated_at desc, id)',
  'create index courses_updated_idx on courses (updated_at desc, id)',
  `alter table course_lessons add column kind text not null default 'text' check (kind in ('text'))`,
  `alter table course_lessons add column body text not null default ''`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
