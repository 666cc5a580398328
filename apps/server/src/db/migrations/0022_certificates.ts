import { type Kysely, sql } from 'kysely';

/**
 * Issue 17, certificates: one per learner and course, issued when the last module is completed.
 * The learner's name, the course title and the instructor's name are kept as they were that day,
 * so a certificate reads the same after a rename (docs/decisions/1710). Completing a course earns
 * points: a new ledger reason, capped per day like the others (POINTS_DAILY_CAPS in the domain).
 */
const statements = [
  `create table certificates (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references "user"(id) on delete cascade,
    course_id uuid not null references courses(id) on delete cascade,
    issued_at timestamptz not null default now(),
    learner_name text not null,
    course_title text not null,
    instructor_name text not null,
    constraint certificates_user_course_key unique (user_id, course_id)
  )`,
  // The learner's own list, newest first; the public page and the PDF read by the primary key.
  'create index certificates_user_issued_idx on certificates (user_id, issued_at desc, id desc)',
  // Deleting a course finds its certificates (the cascade) without a scan.
  'create index certificates_course_idx on certificates (course_id)',
  'alter table points_ledger drop constraint points_ledger_reason_check',
  `alter table points_ledger add constraint points_ledger_reason_check check (reason in
    ('post', 'comment', 'likeReceived', 'eventCreated', 'eventAttended', 'dailyStreak', 'courseCompleted'))`,
  `create or replace function points_daily_cap() returns trigger language plpgsql as $$
  declare
    cap integer := case new.reason
      when 'post' then 10
      when 'comment' then 30
      when 'likeReceived' then 100
      when 'eventCreated' then 3
      when 'eventAttended' then 3
      when 'dailyStreak' then 1
      when 'courseCompleted' then 3
    end;
    day_start timestamptz := date_trunc('day', coalesce(new.created_at, now()) at time zone 'utc') at time zone 'utc';
  begin
    if cap is not null and (
      select count(*) from points_ledger
      where user_id = new.user_id and reason = new.reason
        and created_at >= day_start and created_at < day_start + interval '1 day'
    ) >= cap then
      return null;
    end if;
    return new;
  end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
