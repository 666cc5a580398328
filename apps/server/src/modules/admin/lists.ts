import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvHeader, csvRow } from '@storyloom/domain';
import type { FastifyReply } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';

/** `%term%` for LIKE, with the term's own %, _ and \ matched literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Case-insensitive substring match over the columns, written as `lower(col) like lower(pattern)`
 * so the pg_trgm GIN indexes on `lower(col)` (migration 0003) serve it.
 */
export function matchesSearch(columns: readonly string[], term: string | undefined): Expression<SqlBool> | null {
  const trimmed = term?.trim();
  if (!trimmed) return null;
  const pattern = containsPattern(trimmed);
  const clauses = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern})`);
  return sql<SqlBool>`(${sql.join(clauses, sql` or `)})`;
}

export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * Where a batch ended. `cursor` is created_at as PostgreSQL text: a JS Date would drop the
 * microseconds and skip rows created within the same millisecond.
 */
export interface KeysetRow {
  id: string;
  cursor: string;
}

/**
 * Reads all rows newest first in batches, each batch after the last row of the previous one.
 * Between batches it gives the event loop a turn: the embedded database answers without real I/O,
 * so a long export would otherwise hold every other request until its end (issue 20).
 */
export async function* keysetBatches<R extends KeysetRow>(
  fetchAfter: (after: KeysetRow | null, limit: number) => Promise<R[]>,
  batchSize = 500,
): AsyncGenerator<R[]> {
  let after: KeysetRow | null = null;
  for (;;) {
    const rows = await fetchAfter(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as R;
    after = { id: last.id, cursor: last.cursor };
    await nextTurn();
  }
}

/** The keyset condition for `order by created_at desc, id desc`. */
export function beforeRow(after: KeysetRow): Expression<SqlBool> {
  return sql<SqlBool>`(created_at, id) < (${after.cursor}::timestamptz, ${after.id}::uuid)`;
}

/** Select this as `cursor` in keyset batches. */
export const keysetCursor = sql<string>`created_at::text`;

/**
 * Streams a CSV download: the header line, then each batch as it arrives from the database, so a
 * large export never sits in memory.
 */
export function sendCsv<R>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly string[],
  batches: AsyncIterable<R[]>,
  values: (row: R) => Array<string | null>,
) {
  async function* lines() {
    yield csvHeader(columns);
    for await (const batch of batches) yield batch.map((row) => csvRow(values(row))).join('');
  }
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return reply.send(Readable.from(lines()));
}
