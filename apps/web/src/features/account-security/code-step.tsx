import { totpCodeSchema } from '@storyloom/domain';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDomainText } from '@/i18n';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from './i18n';
import { InlineAlert } from './inline-alert';

const codeFormSchema = z.object({ code: totpCodeSchema });

/** A 6-digit code from the authenticator app; `action` gets it and may fail with a message. */
export function CodeStep({
  id,
  submitLabel,
  action,
}: {
  id: string;
  submitLabel: string;
  action: (code: string) => Promise<void>;
}) {
  const t = useT();
  const domainText = useDomainText();
  const form = useZodForm(codeFormSchema, {
    defaultValues: { code: '' },
    // A refused code is typed again from scratch; the alert says why.
    failure: (failure, setError) => {
      form.setValue('code', '');
      setError('code', { type: 'server', message: errorMessage(failure, t('mfa.invalidCode')) });
    },
  });
  const error = form.formState.errors.code?.message;
  const alertId = `${id}-alert`;
  return (
    <form onSubmit={form.submit(({ code }) => action(code))} noValidate className="flex flex-col gap-4">
      {error && <InlineAlert id={alertId}>{domainText(error)}</InlineAlert>}
      <FormField id={id} label={t('mfa.code')} invalidBy={error ? alertId : undefined}>
        {(field) => (
          <Input {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        )}
      </FormField>
      <Button type="submit" className="self-end" disabled={form.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
