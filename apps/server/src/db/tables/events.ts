import type { EventType, PostVisibility } from '@storyloom/domain';
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.js';
import type { ModerationStateColumn } from './safety.js';

export interface EventsTable {
  id: Generated<string>;
  title: string;
  type: EventType;
  description: string;
  starts_at: Timestamp;
  location: string;
  host_name: string;
  host_avatar_url: string | null;
  host_bio: string | null;
  max_attendees: number | null;
  agenda: Json<Array<{ time: string; title: string; description: string }>>;
  materials: Json<Array<{ title: string; url: string }>>;
  created_by: string | null;
  /** Private: made by a private event post, seen by its creator only. */
  visibility: Generated<PostVisibility>;
  created_at: Generated<Date>;
  moderation_state: ModerationStateColumn;
}

export interface EventRegistrationsTable {
  event_id: string;
  user_id: string;
  created_at: Generated<Date>;
}
