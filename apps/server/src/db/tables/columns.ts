import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** jsonb: written as a JSON string, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
