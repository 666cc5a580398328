import { zonedFormatter } from '@storyloom/domain';

/** The day a certificate was issued, in UTC like the PDF, so both always name the same day. */
export function issuedDay(iso: string): string {
  return zonedFormatter(undefined, 'UTC', { dateStyle: 'long' }).format(new Date(iso));
}
