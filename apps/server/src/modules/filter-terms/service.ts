import type { FilterTerm } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

type Db = Kysely<Database>;

/** At most this many admin terms: the language matcher is rebuilt with all of them on every change. */
export const FILTER_TERMS_MAX = 1000;

const COLUMNS = ['id', 'term', 'kind', 'created_at'] as const;

function toTerm(row: { id: string; term: string; kind: 'block' | 'allow'; created_at: Date | string }): FilterTerm {
  return { id: row.id, term: row.term, kind: row.kind, createdAt: new Date(row.created_at).toISOString() };
}

/** Every admin term, blocked ones first, each kind in alphabetical order (filter_terms is small). */
export async function listFilterTerms(db: Db): Promise<FilterTerm[]> {
  const rows = await db
    .selectFrom('filter_terms')
    .select(COLUMNS)
    .orderBy('kind', 'desc')
    .orderBy('term')
    .limit(FILTER_TERMS_MAX)
    .execute();
  return rows.map(toTerm);
}

/** Hands the current terms to this instance's filter. */
export async function reloadFilterTerms(ctx: Pick<AppContext, 'db' | 'filter'>): Promise<void> {
  const terms = await listFilterTerms(ctx.db);
  ctx.filter.setAdminTerms(terms);
}

/**
 * Adds a term (stored lower case). Idempotent: adding one that exists answers it (`created: false`).
 * The filter of this instance applies it at once; other instances within FILTER_TERMS_REFRESH_MS.
 */
export async function addFilterTerm(
  ctx: Pick<AppContext, 'db' | 'filter'>,
  adminId: string,
  body: { term: string; kind: 'block' | 'allow' },
): Promise<{ term: FilterTerm; created: boolean }> {
  const term = body.term.trim().replace(/\s+/g, ' ').toLowerCase();
  const existing = await ctx.db
    .selectFrom('filter_terms')
    .select(COLUMNS)
    .where('term', '=', term)
    .where('kind', '=', body.kind)
    .executeTakeFirst();
  if (existing) return { term: toTerm(existing), created: false };
  const count = await ctx.db
    .selectFrom('filter_terms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= FILTER_TERMS_MAX) {
    throw new AppError(
      409,
      'conflict',
      `There are already ${FILTER_TERMS_MAX} terms: remove one first.`,
      undefined,
      (t) => t('errors.filterTerms.full', { max: FILTER_TERMS_MAX }),
    );
  }
  const row = await ctx.db
    .insertInto('filter_terms')
    .values({ term, kind: body.kind, added_by: adminId })
    .onConflict((oc) => oc.columns(['term', 'kind']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  await reloadFilterTerms(ctx);
  if (row) return { term: toTerm(row), created: true };
  // Added by another request at the same moment.
  const raced = await ctx.db
    .selectFrom('filter_terms')
    .select(COLUMNS)
    .where('term', '=', term)
    .where('kind', '=', body.kind)
    .executeTakeFirstOrThrow();
  return { term: toTerm(raced), created: false };
}

export async function deleteFilterTerm(ctx: Pick<AppContext, 'db' | 'filter'>, id: string): Promise<void> {
  const deleted = await ctx.db.deleteFrom('filter_terms').where('id', '=', id).returning('id').executeTakeFirst();
  if (!deleted) throw new AppError(404, 'not_found', errorText['filterTerms.notFound']);
  await reloadFilterTerms(ctx);
}
