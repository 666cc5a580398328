import type { Generated } from 'kysely';

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
