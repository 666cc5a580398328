import type { NotificationKind, PointsReason, PostType, PostVisibility, SpaceRole } from '@storyloom/domain';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';
import type { ModerationStateColumn } from './safety.js';

export interface SpacesTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  icon: Generated<string>;
  color: Generated<string>;
  categories: Generated<string[]>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  moderation_state: ModerationStateColumn;
}

export interface SpaceMembersTable {
  space_id: string;
  user_id: string;
  role: Generated<SpaceRole>;
  joined_at: Generated<Date>;
}

export interface PostsTable {
  id: Generated<string>;
  author_id: string;
  space_id: string;
  type: PostType;
  visibility: PostVisibility;
  content: string;
  media_key: string | null;
  event_id: string | null;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  created_at: Generated<Date>;
  edited_at: Timestamp | null;
  moderation_state: ModerationStateColumn;
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface PostCommentsTable {
  id: Generated<string>;
  post_id: string;
  /** Null once the author deleted their account: the comment stays, shown as "Deleted member". */
  author_id: string | null;
  content: string;
  created_at: Generated<Date>;
  edited_at: Timestamp | null;
  moderation_state: ModerationStateColumn;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: Generated<Date>;
}

export interface PointsLedgerTable {
  id: Generated<string>;
  user_id: string;
  reason: PointsReason;
  points: number;
  source_key: string;
  post_id: string | null;
  comment_id: string | null;
  event_id: string | null;
  created_at: Generated<Date>;
}

export interface ActivityDaysTable {
  user_id: string;
  day: ColumnType<string, string, string>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  actor_id: string | null;
  kind: NotificationKind;
  post_id: string | null;
  comment_id: string | null;
  event_id: string | null;
  /** The moderation notices' action (issue 16). */
  moderation_action_id: ColumnType<string | null, string | null | undefined, string | null>;
  read_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface UserPresenceTable {
  user_id: string;
  last_seen_at: Generated<Date>;
}

export interface ActivityMailsTable {
  id: Generated<string>;
  recipient_id: string;
  actor_id: string;
  kind: 'post_commented' | 'new_follower';
  post_id: string | null;
  comment: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}
