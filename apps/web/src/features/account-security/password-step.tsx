import { PASSWORD_MAX_LENGTH } from '@storyloom/domain';
import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from './i18n';
import { InlineAlert } from './inline-alert';

/** Asks for the password before a sensitive change; `action` gets it and may fail with a message. */
export function PasswordStep({
  prompt,
  action,
  id,
}: {
  prompt: string;
  action: (password: string) => Promise<void>;
  id: string;
}) {
  const t = useT();
  const schema = useMemo(
    () => z.object({ password: z.string().min(1, t('mfa.enrolPasswordPrompt')).max(PASSWORD_MAX_LENGTH) }),
    [t],
  );
  const form = useZodForm(schema, {
    defaultValues: { password: '' },
    failure: (failure, setError) =>
      setError('password', { type: 'server', message: errorMessage(failure, t('mfa.enrolPasswordPrompt')) }),
  });
  const error = form.formState.errors.password?.message;
  const alertId = `${id}-alert`;
  return (
    <form onSubmit={form.submit(({ password }) => action(password))} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{prompt}</p>
      {error && <InlineAlert id={alertId}>{error}</InlineAlert>}
      <FormField id={id} label={t('password.current')} invalidBy={error ? alertId : undefined}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" className="self-end" disabled={form.busy}>
        {t('continue')}
      </Button>
    </form>
  );
}
