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
