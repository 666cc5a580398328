import { ageScreenTexts, MONTH_NAMES, type SignUpPath } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { useZodForm } from '@/lib/use-zod-form';
import { answerAgeScreen, signUpPathQueryKey } from './api';
import { type AgeStepValues, ageStepSchema } from './schema';
import { ageStepText } from './texts';

const t = ageScreenTexts;
const empty: AgeStepValues = { birthMonth: '', birthYear: '' };

/**
 * The neutral age step everyone sees before signing up: a birth month and year, typed or picked
 * freely, with nothing that hints at a cut-off. The answer picks the form that follows.
 */
export function AgeScreenForm({ idPrefix = 'age' }: { idPrefix?: string }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useZodForm(ageStepSchema, {
    defaultValues: empty,
    failure: { fallback: ageStepText.failed },
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
          {t.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <FormField id={`${idPrefix}-birth-month`} label={t.month} error={errors.birthMonth?.message}>
          {(field) => (
            <NativeSelect {...field} autoComplete="bday-month" {...form.register('birthMonth')}>
              <option value="">{ageStepText.monthPlaceholder}</option>
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${idPrefix}-birth-year`} label={t.year} error={errors.birthYear?.message}>
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
        {t.continue}
      </Button>
    </form>
  );
}
