import { type Kysely, sql } from 'kysely';

/**
 * Issue 17, the studio's media: a lesson may be a video (an uploaded MP4 or WebM, with what was
 * read from the file), a course has a cover image, and a material is either a seeded file on disk
 * (`file_name` under assets/materials) or an uploaded object (`storage_key`, `file_name` then being
 * the name the download is saved under). Objects live in the storage adapter under server-made keys.
 */
const statements = [
  'alter table course_lessons drop constraint course_lessons_kind_check',
  `alter table course_lessons add constraint course_lessons_kind_check check (kind in ('text', 'video'))`,
  'alter table course_lessons add column video_key text',
  'alter table course_lessons add column video_content_type text',
  'alter table course_lessons add column video_size_bytes bigint',
  'alter table course_lessons add column video_duration_seconds double precision',
  `alter table course_lessons add constraint course_lessons_video_check check (
     (video_key is null and video_content_type is null and video_size_bytes is null and video_duration_seconds is null)
     or (video_key is not null and video_content_type in ('video/mp4', 'video/webm')
       and video_size_bytes >= 0 and video_duration_seconds >= 0))`,
  'alter table courses add column cover_key text',
  'alter table course_materials add column storage_key text',
  'alter table course_materials add column created_at timestamptz not null default now()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
