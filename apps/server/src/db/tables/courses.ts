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
}

export interface CourseModulesTable {
  id: Generated<string>;
  course_id: string;
  position: number;
  title: string;
  description: string;
  video_url: string | null;
  duration_minutes: number;
}

export interface CourseLessonsTable {
  id: Generated<string>;
  module_id: string;
  position: number;
  title: string;
  duration_minutes: number;
  kind: Generated<'text'>;
  body: Generated<string>;
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
