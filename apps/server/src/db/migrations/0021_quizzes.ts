import { type Kysely, sql } from 'kysely';

/**
 * Issue 17, quizzes: a module may have a quiz (its questions, each with options and the answer key)
 * and a passing score; a learner's attempts are kept with their answers, one row per question, so
 * an instructor's analytics can count the hardest questions from an index.
 */
const statements = [
  // null: the module has no quiz. A whole percent a learner needs to pass.
  'alter table course_modules add column quiz_passing_score integer check (quiz_passing_score between 1 and 100)',
  `create table quiz_questions (
    id uuid primary key default gen_random_uuid(),
    module_id uuid not null references course_modules(id) on delete cascade,
    position integer not null,
    kind text not null check (kind in ('single', 'multiple', 'true_false')),
    prompt text not null,
    -- [{ "id": uuid, "label": text, "correct": boolean }]: the answer key never leaves the server
    options jsonb not null,
    constraint quiz_questions_module_position_key unique (module_id, position)
  )`,
  `create table quiz_attempts (
    id uuid primary key default gen_random_uuid(),
    module_id uuid not null references course_modules(id) on delete cascade,
    user_id uuid not null references "user"(id) on delete cascade,
    score integer not null check (score between 0 and 100),
    passed boolean not null,
    created_at timestamptz not null default now()
  )`,
  'create index quiz_attempts_user_module_idx on quiz_attempts (user_id, module_id, created_at desc)',
  'create index quiz_attempts_module_created_idx on quiz_attempts (module_id, created_at)',
  `create table quiz_attempt_answers (
    attempt_id uuid not null references quiz_attempts(id) on delete cascade,
    question_id uuid not null references quiz_questions(id) on delete cascade,
    option_ids jsonb not null,
    correct boolean not null,
    primary key (attempt_id, question_id)
  )`,
  'create index quiz_attempt_answers_question_idx on quiz_attempt_answers (question_id, correct)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
