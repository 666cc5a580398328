import { type Kysely, sql } from 'kysely';

const uuidPk = sql`gen_random_uuid()`;

async function createCourseContent(db: Kysely<unknown>) {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('levels', 'jsonb', (c) => c.notNull())
    .addColumn('duration_weeks', 'integer', (c) => c.notNull())
    .addColumn('learning_points', 'jsonb', (c) => c.notNull())
    .addColumn('instructor_name', 'text', (c) => c.notNull())
    .addColumn('instructor_title', 'text', (c) => c.notNull())
    .addColumn('instructor_bio', 'text', (c) => c.notNull())
    // A weekly live session: weekday (0 = Sunday) and 'HH:MM' in UTC.
    .addColumn('session_weekday', 'smallint', (c) => c.notNull())
    .addColumn('session_time', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index courses_position_idx on courses (position)`.execute(db);
  await sql`create index courses_category_position_idx on courses (category, position)`.execute(db);
  await sql`create index courses_search_trgm_idx on courses using gin ((title || ' ' || description) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text')
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addUniqueConstraint('course_modules_course_position_key', ['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('course_lessons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('module_id', 'uuid', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addUniqueConstraint('course_lessons_module_position_key', ['module_id', 'position'])
    .execute();

  await db.schema
    .createTable('course_materials')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    // null: a material of the whole course rather than of one module
    .addColumn('module_id', 'uuid', (c) => c.references('course_modules.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index course_materials_course_idx on course_materials (course_id, position)`.execute(db);
  await sql`create index course_materials_module_idx on course_materials (module_id, position)`.execute(db);

  await db.schema
    .createTable('course_recordings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .execute();
  await sql`create index course_recordings_course_idx on course_recordings (course_id, recorded_at desc)`.execute(db);
}

async function createLearnerState(db: Kysely<unknown>) {
  await db.schema
    .createTable('enrollments')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('enrollments_pk', ['user_id', 'course_id'])
    .execute();
  await sql`create index enrollments_user_activity_idx on enrollments (user_id, last_activity_at desc)`.execute(db);
  await sql`create index enrollments_course_idx on enrollments (course_id)`.execute(db);

  await db.schema
    .createTable('lesson_completions')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('lesson_id', 'uuid', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lesson_completions_pk', ['user_id', 'lesson_id'])
    .execute();
  await sql`create index lesson_completions_lesson_idx on lesson_completions (lesson_id)`.execute(db);

  await db.schema
    .createTable('module_completions')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('module_id', 'uuid', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
    // Kept beside module_id so per-course progress counts read one index range.
    .addColumn('course_id', 'uuid', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('module_completions_pk', ['user_id', 'module_id'])
    .execute();
  await sql`create index module_completions_user_course_idx on module_completions (user_id, course_id)`.execute(db);
  await sql`create index module_completions_user_created_idx on module_completions (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create index module_completions_module_idx on module_completions (module_id)`.execute(db);

  await db.schema
    .createTable('module_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('module_id', 'uuid', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index module_comments_module_created_idx on module_comments (module_id, created_at desc, id)`.execute(
    db,
  );
  await sql`create index module_comments_user_created_idx on module_comments (user_id, created_at desc)`.execute(db);
}

async function createEvents(db: Kysely<unknown>) {
  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('workshop', 'masterclass', 'networking', 'business', 'discussion')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('host_name', 'text', (c) => c.notNull())
    .addColumn('host_avatar_url', 'text')
    .addColumn('host_bio', 'text')
    .addColumn('max_attendees', 'integer', (c) => c.check(sql`max_attendees is null or max_attendees > 0`))
    .addColumn('agenda', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('materials', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'uuid', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index events_starts_at_idx on events (starts_at)`.execute(db);

  await db.schema
    .createTable('event_registrations')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_registrations_pk', ['event_id', 'user_id'])
    .execute();
  await sql`create index event_registrations_user_idx on event_registrations (user_id, created_at desc)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCourseContent(db);
  await createLearnerState(db);
  await createEvents(db);
}
