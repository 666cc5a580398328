import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, formatInZone, type GeneralSettings } from '@storyloom/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const generalSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'general'],
  queryFn: () => api<GeneralSettings>('/api/settings/general'),
  staleTime: 5 * 60_000,
});

/**
 * Formats dates in the signed-in user's time zone and language (Settings → General); other
 * features may use this hook as the settings feature's public entry point.
 */
export function useDateFormat() {
  const { data } = useQuery(generalSettingsQueryOptions);
  const timezone = data?.timezone ?? DEFAULT_TIMEZONE;
  const language = data?.language ?? DEFAULT_LANGUAGE;
  return {
    timezone,
    dateTime: (iso: string | Date) => formatInZone(iso, timezone, language),
    date: (iso: string | Date) => formatInZone(iso, timezone, language, false),
  };
}
