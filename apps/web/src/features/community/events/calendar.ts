/** The days of a month grid (Monday first), with blanks before the first day. Month is 0-based. */
export function monthCells(year: number, month: number): Array<number | null> {
  const first = new Date(year, month, 1).getDay();
  const lead = (first + 6) % 7;
  const days = new Date(year, month + 1, 0).getDate();
  return [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}
