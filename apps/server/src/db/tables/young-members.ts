import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

export interface AgeScreenAnswersTable {
  browser_id: string;
  birth_year: number;
  birth_month: number;
  created_at: Generated<Date>;
}

export interface ParentalLinksTable {
  user_id: string;
  parent_email: string;
  ai_sharing: Generated<boolean>;
  notice_version: string;
  /** Bumped to invalidate every signed parent link issued before (revoke, deletion). */
  link_version: Generated<number>;
  consent_token_used: Generated<boolean>;
  requested_at: Generated<Date>;
  decided_at: Timestamp | null;
  ended_at: Timestamp | null;
}

export type ConsentAction = 'requested' | 'granted' | 'revoked' | 'ended' | 'confirmation_sent';

export interface ConsentRecordsTable {
  id: Generated<string>;
  user_id: string;
  action: ConsentAction;
  method: string;
  notice_version: string;
  approved_use: Generated<boolean>;
  approved_ai_sharing: Generated<boolean>;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<'building' | 'ready' | 'failed', 'building' | 'ready' | 'failed' | undefined>;
  storage_key: string | null;
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}
