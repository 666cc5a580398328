/** snake_case and camelCase column names alike become camelCase keys. */
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A database row as export JSON: camelCase keys, times as ISO 8601 UTC, big numbers as numbers. */
export function plain(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[camel(key)] = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value;
  }
  return out;
}

export const plainAll = (rows: object[]) => rows.map(plain);
