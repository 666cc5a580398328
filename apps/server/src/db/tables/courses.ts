import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.js';
import type { ModerationStateColumn } from './safety.js';

export interface CoursesTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  category: string;
  levels: Json<string[]>;
  duration_weeks: number;
  learning_points: Json<string[]>;
  instructor_name: string;
  instructor_title: string;
  instructor_bio: string;
  session_weekday: number;
  session_time: string;
  position: number;
  created_at: Generated<Date>;
  status: Generated<'draft' | 'published' | 'archived'>;
  owner_id: string | null;
  summary: Generated<string>;
  prerequisites: Json<string[]>;
  updated_at: Generated<Date>;
  published_at: Date | null;
  /** The cover image's storage key (0023). */
  cover_key: Generated<string | null>;
}

export interface CourseModulesTable {
  id: Generated<string>;
  course_id: string;
  position: number;
  title: string;
  description: string;
  video_url: string | null;
  duration_minutes: number;
  quiz_passing_score: Generated<number | null>;
}

export interface CourseLessonsTable {
  id: Generated<string>;
  module_id: string;
  position: number;
  title: string;
  duration_minutes: number;
  kind: Generated<'text' | 'video'>;
  body: Generated<string>;
  /** A video lesson's uploaded file (0023): all four set together, or none. */
  video_key: Generated<string | null>;
  video_content_type: Generated<'video/mp4' | 'video/webm' | null>;
  /** int8: read it with Number() (the drivers differ in how they return one). */
  video_size_bytes: Generated<number | bigint | string | null>;
  video_duration_seconds: Generated<number | null>;
}

export interface CourseMaterialsTable {
  id: Generated<string>;
  course_id: string;
  module_id: string | null;
  title: string;
  type: string;
  file_name: string;
  size_bytes: number;
  position: number;
  /** An uploaded material's object (0023); null for a seeded file under assets/materials. */
  storage_key: Generated<string | null>;
  created_at: Generated<Date>;
}

export interface CourseRecordingsTable {
  id: Generated<string>;
  course_id: string;
  title: string;
  recorded_at: Timestamp;
  duration_minutes: number;
  video_url: string;
}

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  created_at: Generated<Date>;
  last_activity_at: Generated<Date>;
}

export interface LessonCompletionsTable {
  user_id: string;
  lesson_id: string;
  created_at: Generated<Date>;
}

export interface ModuleCompletionsTable {
  user_id: string;
  module_id: string;
  course_id: string;
  created_at: Generated<Date>;
}

export interface ModuleCommentsTable {
  id: Generated<string>;
  module_id: string;
  /** Null once the author deleted their account: the comment stays, shown as "Deleted member". */
  user_id: string | null;
  body: string;
  created_at: Generated<Date>;
  moderation_state: ModerationStateColumn;
}

export interface QuizOptionJson {
  id: string;
  label: string;
  correct: boolean;
}

export interface QuizQuestionsTable {
  id: Generated<string>;
  module_id: string;
  position: number;
  kind: 'single' | 'multiple' | 'true_false';
  prompt: string;
  options: Json<QuizOptionJson[]>;
}

export interface QuizAttemptsTable {
  id: Generated<string>;
  module_id: string;
  user_id: string;
  score: number;
  passed: boolean;
  created_at: Generated<Date>;
}

export interface QuizAttemptAnswersTable {
  attempt_id: string;
  question_id: string;
  option_ids: Json<string[]>;
  correct: boolean;
}
