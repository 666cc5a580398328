import type { Page } from '@storyloom/domain';

export type PageRequest = { page: number; pageSize: number };

/** An ordered select that can still take a window (a Kysely SelectQueryBuilder fits). */
interface Windowable<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

type Total = { total: number | string | bigint };

/** A count query (one row whose `total` is the number of matching rows), or its answer to come. */
type Countable = { executeTakeFirstOrThrow(): Promise<Total> } | Promise<Total>;

/**
 * One page of an offset-paged list: the requested window of `rows` and the exact count, run
 * together. `rows` must be fully ordered (end with a unique column) so pages never overlap.
 */
export async function paginate<Row, Item>(
  rows: Windowable<Row>,
  count: Countable,
  { page, pageSize }: PageRequest,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [found, counted] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count instanceof Promise ? count : count.executeTakeFirstOrThrow(),
  ]);
  return { items: found.map(toItem), total: Number(counted.total), page, pageSize };
}
