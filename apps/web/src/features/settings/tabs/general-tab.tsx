import { type GeneralSettings, generalSettingsSchema, isTimeZone, LANGUAGES, settingsText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/select';
import { dateFormatter } from '@/lib/date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { generalSettingsQueryOptions, useSaveGeneral } from '../api';
import { queryText, SettingsSection } from '../section';

const t = settingsText.general;

/** Every zone the browser knows, labelled with its generic name: "America/Los Angeles (Pacific Time)". */
function timeZones(current: string): { id: string; label: string }[] {
  const all = Intl.supportedValuesOf('timeZone');
  return (all.includes(current) ? all : [current, ...all]).map((id) => {
    const generic = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longGeneric' })
      .formatToParts(0)
      .find((p) => p.type === 'timeZoneName')?.value;
    return { id, label: `${id.replaceAll('_', ' ')}${generic ? ` (${generic})` : ''}` };
  });
}

function GeneralForm({ value }: { value: GeneralSettings }) {
  const save = useSaveGeneral();
  const zones = useMemo(() => timeZones(value.timezone), [value.timezone]);
  const { register, submit, busy, formState, watch } = useZodForm(generalSettingsSchema, {
    values: value,
    failure: () => toast.error(settingsText.saveFailed),
  });
  // The clock in the chosen zone and language, before saving: what every date will look like.
  const chosen = watch();
  const preview = isTimeZone(chosen.timezone) ? dateFormatter(chosen.timezone, chosen.language) : null;
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(settingsText.saved);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="general-timezone" label={t.timezone} error={formState.errors.timezone?.message}>
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
        <FormField id="general-language" label={t.language} error={formState.errors.language?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('language')}>
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
          {t.now(preview.dateTime(new Date()))}
        </p>
      )}
      <Button type="submit" className="self-start" busy={busy}>
        {busy ? settingsText.saving : settingsText.saveChanges}
      </Button>
    </form>
  );
}

/** General: time zone and language (defaults Pacific time and English (US)), stored per user. */
export function GeneralTab() {
  const query = useQuery(generalSettingsQueryOptions);
  return (
    <SettingsSection title={t.title} hint={t.hint}>
      <QueryState query={query} text={queryText}>
        {(data) => <GeneralForm value={data} />}
      </QueryState>
    </SettingsSection>
  );
}
