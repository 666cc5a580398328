import { zonedFormatter } from '@storyloom/domain';
import { useCallback } from 'react';
import { useDateFormat } from '@/lib/use-date-format';

/** The day a certificate was issued, in UTC like the PDF, so both always name the same day. */
export function issuedDay(iso: string, locale?: string): string {
  return zonedFormatter(locale, 'UTC', { dateStyle: 'long' }).format(new Date(iso));
}

/** `issuedDay` in the reader's language. */
export function useIssuedDay(): (iso: string) => string {
  const { locale } = useDateFormat();
  return useCallback((iso: string) => issuedDay(iso, locale), [locale]);
}
