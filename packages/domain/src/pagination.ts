/** Admin lists show 10 rows a page and at most 5 page numbers. */
export const ADMIN_PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 5;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show: all of them when they fit, the first five on page 3 or earlier, the
 * last five near the end, otherwise a window centred on the current page.
 */
export function paginationWindow(current: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  const count = Math.min(size, totalPages);
  const half = Math.floor(size / 2);
  let start: number;
  if (totalPages <= size || current <= half + 1) start = 1;
  else if (current >= totalPages - half) start = totalPages - size + 1;
  else start = current - half;
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Pagination is shown only when there is more than one page. */
export function showsPagination(total: number, pageSize: number): boolean {
  return pageCount(total, pageSize) > 1;
}
