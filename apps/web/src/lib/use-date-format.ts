import { systemTimeZone } from '@storyloom/domain';
import { useMemo } from 'react';
import { type DateFormatter, dateFormatter } from './date-format';
import { useMe } from './me';

/**
 * Dates as the reader should see them: in the signed-in user's time zone and language from
 * Settings → General (carried by /api/me), or in the browser's own for guests.
 */
export function useDateFormat(): DateFormatter {
  const { data: me } = useMe();
  const timezone = me?.preferences.timezone ?? systemTimeZone();
  const locale = me?.preferences.language;
  return useMemo(() => dateFormatter(timezone, locale), [timezone, locale]);
}
