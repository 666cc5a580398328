import { systemTimeZone } from '@storyloom/domain';
import { useMemo } from 'react';
import { htmlLangOf } from '@/i18n/locale-state';
import { useActiveLocale } from '@/i18n/namespace';
import { type DateFormatter, dateFormatter } from './date-format';
import { useMe } from './me';

/**
 * Dates as the reader should see them: in the signed-in user's time zone and language from
 * Settings → General (carried by /api/me); for guests the browser's zone and the interface's language.
 */
export function useDateFormat(): DateFormatter {
  const { data: me } = useMe();
  const active = useActiveLocale();
  const timezone = me?.preferences.timezone ?? systemTimeZone();
  // A guest reads dates in the language the interface is in (the switcher's, else the browser's).
  const locale = me?.preferences.language ?? (active ? htmlLangOf(active) : undefined);
  return useMemo(() => dateFormatter(timezone, locale), [timezone, locale]);
}
