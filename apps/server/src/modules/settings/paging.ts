/**
 * A list whose first entry is fixed (the default domain, the team owner) and the rest come from
 * a table: which window of the table rows a page needs, and whether it starts with the pinned one.
 */
export function pinnedWindow({ page, pageSize }: { page: number; pageSize: number }) {
  const offset = (page - 1) * pageSize;
  return {
    withPinned: offset === 0,
    offset: Math.max(0, offset - 1),
    limit: offset === 0 ? pageSize - 1 : pageSize,
  };
}
