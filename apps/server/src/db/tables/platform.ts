import type { ColumnType, Generated } from 'kysely';

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface SeedRunsTable {
  name: string;
  ran_at: Generated<Date>;
}

/** Exact unfiltered totals of big lists, kept by triggers (migration 0003). */
export interface ListTotalsTable {
  name: string;
  total: number;
}

export type MailQueueStatus = 'pending' | 'sent' | 'failed';

/** Outgoing mail with SMTP_URL (migration 0019): sent from here with retries and backoff. */
export interface MailQueueTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  from_name: string | null;
  reply_to: string | null;
  status: Generated<MailQueueStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  give_up_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
