import type { SignUpPath } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { htmlLangOf, useActiveLocale } from '@/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from '../i18n';
import { answerAgeScreen, signUpPathQueryKey } from './api';
import { type AgeStepValues, ageStepSchema } from './schema';

const empty: AgeStepValues = { birthMonth: '', birthYear: '' };

/** The twelve months' names in the reader's language, January first. */
function useMonthNames(): string[] {
  const active = useActiveLocale();
  const locale = active ? htmlLangOf(active) : 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, month) => {
      const name = format.format(Date.UTC(2000, month, 1));
      // Some languages write month names in lower case; as a list option it starts with a capital.
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    });
  }, [locale]);
}

/**
 * The neutral age step everyone sees before signing up: a birth month and year, typed or picked
 * freely, with nothing that hints at a cut-off. The answer picks the form that follows.
 */
export function AgeScreenForm({ idPrefix = 'age' }: { idPrefix?: string }) {
  const t = useT();
  const monthNames = useMonthNames();
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useZodForm(ageStepSchema, {
    defaultValues: empty,
    failure: { fallback: t('ageStep.failed') },
  });
  const { errors } = form.formState;

  const submit = form.submit(async (values) => {
    const { path } = await answerAgeScreen(values);
    queryClient.setQueryData<{ path: SignUpPath | null }>(signUpPathQueryKey, { path });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('ageStep.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('ageStep.intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <FormField id={`${idPrefix}-birth-month`} label={t('ageStep.month')} error={errors.birthMonth?.message}>
          {(field) => (
            <NativeSelect {...field} autoComplete="bday-month" {...form.register('birthMonth')}>
              <option value="">{t('ageStep.monthPlaceholder')}</option>
              {monthNames.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${idPrefix}-birth-year`} label={t('ageStep.year')} error={errors.birthYear?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              autoComplete="bday-year"
              {...form.register('birthYear')}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {t('ageStep.continue')}
      </Button>
    </form>
  );
}
