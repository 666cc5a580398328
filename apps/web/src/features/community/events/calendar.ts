/** The days of a month grid (Monday first), with blanks before the first day. Month is 0-based. */
export function monthCells(year: number, month: number): Array<number | null> {
  // Calendar arithmetic only: UTC, so the browser's own zone plays no part.
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const lead = (first + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}
