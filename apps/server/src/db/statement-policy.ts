/** Named prepared statements (decision 2005): what both databases' adapters share. */

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
export const STALE_PLAN = '0A000';

/**
 * "No unique or exclusion constraint matching the ON CONFLICT specification": raised when the
 * generic plan PostgreSQL tries after five runs cannot match a parameter to a partial index's
 * predicate. Such a text runs unnamed (planned with its values) from then on.
 */
export const NO_GENERIC_PLAN = '42P10';

/** Statements kept prepared at once per connection. */
export const MAX_PREPARED_STATEMENTS = 256;

/**
 * A text matching a `like`/`ilike` pattern given as a parameter: how many rows match depends on the
 * value by orders of magnitude, and a generic plan gets it wrong. After five runs with a common
 * term, PostgreSQL's generic plan for a search page walks the newest-first index expecting matches
 * everywhere; a rare term then reads the whole table (1,000,000-row waiting list on PGlite: a page
 * for one matching address took 1,240 ms instead of 2 ms). Such texts are planned with their
 * values on every call (decision 2007).
 */
const PATTERN_PARAMETER = /(?:^|[\s(])i?like\s+(?:lower\(\s*)?\$\d/i;

export function plannedPerCall(text: string): boolean {
  return PATTERN_PARAMETER.test(text);
}
