import { type GeneralSettings, generalSettingsSchema, isTimeZone, LANGUAGES } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/select';
import { htmlLangOf, useActiveLocale } from '@/i18n';
import { dateFormatter } from '@/lib/date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { generalSettingsQueryOptions, useSaveGeneral } from '../api';
import { useT } from '../i18n';
import { SettingsSection, useQueryText } from '../section';

/** Every zone the browser knows, labelled with its generic name: "America/Los Angeles (Pacific Time)". */
function timeZones(current: string, locale: string): { id: string; label: string }[] {
  const all = Intl.supportedValuesOf('timeZone');
  return (all.includes(current) ? all : [current, ...all]).map((id) => {
    const generic = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'longGeneric' })
      .formatToParts(0)
      .find((p) => p.type === 'timeZoneName')?.value;
    return { id, label: `${id.replaceAll('_', ' ')}${generic ? ` (${generic})` : ''}` };
  });
}

function GeneralForm({ value }: { value: GeneralSettings }) {
  const t = useT();
  const locale = htmlLangOf(useActiveLocale());
  const save = useSaveGeneral();
  const zones = useMemo(() => timeZones(value.timezone, locale), [value.timezone, locale]);
  const { register, submit, busy, formState, watch } = useZodForm(generalSettingsSchema, {
    values: value,
    failure: () => toast.error(t('saveFailed')),
  });
  // The clock in the chosen zone and language, before saving: what every date will look like.
  const chosen = watch();
  const preview = isTimeZone(chosen.timezone) ? dateFormatter(chosen.timezone, chosen.language) : null;
  // Saving refetches /api/me (useSaveGeneral): its language switches the whole interface (LocaleSync).
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(t('saved'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="general-timezone" label={t('general.timezone')} error={formState.errors.timezone?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('timezone')}>
              {zones.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="general-language" label={t('general.language')} error={formState.errors.language?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('language')}>
              {/* The spec's labels, each in its own language: a reader finds theirs whatever the interface speaks. */}
              {LANGUAGES.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {preview && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('general.now', { time: preview.dateTime(new Date()) })}
        </p>
      )}
      <Button type="submit" className="self-start" busy={busy}>
        {busy ? t('saving') : t('saveChanges')}
      </Button>
    </form>
  );
}

/** General: time zone and language (defaults Pacific time and English (US)), stored per user. */
export function GeneralTab() {
  const t = useT();
  const query = useQuery(generalSettingsQueryOptions);
  const queryText = useQueryText();
  return (
    <SettingsSection title={t('general.title')} hint={t('general.hint')}>
      <QueryState query={query} text={queryText}>
        {(data) => <GeneralForm value={data} />}
      </QueryState>
    </SettingsSection>
  );
}
