import { errorText } from '@storyloom/domain';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../errors.js';

/**
 * A timestamp as exact text (microseconds): a JS Date keeps milliseconds only, and a cursor that
 * loses precision would skip or repeat rows.
 */
export function exactTimestamp(ref: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(ref)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** An opaque cursor: the sort key of the last row of a page. */
export function encodeCursor(parts: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(400, 'invalid_cursor', errorText['request.badCursor']);
  }
}

/** Splits `limit + 1` fetched rows into a page and the cursor of the next one. */
export function pageFrom<R, T>(rows: R[], limit: number, toItem: (row: R) => T, cursorOf: (row: R) => string) {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return { items: page.map(toItem), nextCursor: more && last ? cursorOf(last) : null };
}
