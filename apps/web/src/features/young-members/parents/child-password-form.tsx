import { childNewPasswordSchema, PASSWORD_MIN_LENGTH, passwordRefusal } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from '../i18n';
import { setChildPassword } from './api';

/**
 * "Set a new password" on the parent page: a child account has no address a reset link could reach.
 * A refused password goes under the field; any other failure (a dead link) above the form.
 */
export function ChildPasswordForm({ token, username }: { token: string; username: string }) {
  const t = useT();
  const id = useId();
  const [done, setDone] = useState(false);
  const { register, submit, busy, formState, reset } = useZodForm(childNewPasswordSchema, {
    defaultValues: { newPassword: '' },
    messageFields: [{ field: 'newPassword', match: passwordRefusal }],
    failure: (error, set) => set('root', { type: 'server', message: errorMessage(error, t('password.failed')) }),
  });
  const { errors } = formState;

  const onSubmit = submit(async ({ newPassword }) => {
    setDone(false);
    await setChildPassword(token, newPassword);
    reset({ newPassword: '' });
    setDone(true);
  });

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('password.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('password.intro')}</p>
      {done && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('password.done')}
        </p>
      )}
      {errors.root?.message && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {errors.root.message}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
        {/* Lets a password manager file the new password under the child's username, not the parent's. */}
        <input type="text" autoComplete="username" value={username} readOnly hidden />
        <FormField
          id={`${id}-password`}
          label={t('password.label')}
          error={errors.newPassword?.message}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" required {...register('newPassword')} />}
        </FormField>
        <SubmitButton busy={busy} busyText={t('password.submitting')} className="self-start">
          {t('password.submit')}
        </SubmitButton>
      </form>
    </Card>
  );
}
