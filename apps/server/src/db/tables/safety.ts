import type { AuditAction, ReportReason, ReportStatus, ReportSurface } from '@storyloom/domain';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** What moderation did to a reportable item (a column on posts, comments, spaces, events). */
export type ModerationState = 'hidden' | 'removed';
export type ModerationStateColumn = ColumnType<
  ModerationState | null,
  ModerationState | null | undefined,
  ModerationState | null
>;
/** A nullable time an insert may leave out. */
export type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string | null;
  surface: ReportSurface;
  item_id: string;
  item_author_id: string | null;
  reason: ReportReason;
  note: string | null;
  status: Generated<ReportStatus>;
  created_at: Generated<Date>;
  handled_at: Timestamp | null;
  handled_by: string | null;
}

/** The audit log: append-only (a database trigger refuses changes). */
export interface ModerationActionsTable {
  id: Generated<string>;
  moderator_id: string | null;
  surface: ReportSurface | 'member';
  item_id: string;
  subject_id: string | null;
  action: AuditAction;
  rule_id: string | null;
  note: string | null;
  duration_hours: number | null;
  ends_at: Timestamp | null;
  appeal_of: string | null;
  created_at: Generated<Date>;
}

export interface ModerationAppealsTable {
  id: Generated<string>;
  action_id: string;
  author_id: string | null;
  text: string;
  status: Generated<'open' | 'upheld' | 'reversed'>;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

export interface MemberBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Generated<Date>;
}

export interface MemberMutesTable {
  muter_id: string;
  muted_id: string;
  created_at: Generated<Date>;
}

export interface LanguageStrikesTable {
  id: Generated<string>;
  user_id: string;
  created_at: Generated<Date>;
}

export interface FilterTermsTable {
  id: Generated<string>;
  term: string;
  kind: 'block' | 'allow';
  added_by: string | null;
  created_at: Generated<Date>;
}

export interface SafetyDigestsTable {
  day: string;
  sent_at: Generated<Date>;
}
