import { childNewPasswordSchema, passwordRefusal, passwordRuleText } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { setChildPassword } from './api';
import { childPasswordText as t } from './texts';

/**
 * "Set a new password" on the parent page: a child account has no address a reset link could reach.
 * A refused password goes under the field; any other failure (a dead link) above the form.
 */
export function ChildPasswordForm({ token, username }: { token: string; username: string }) {
  const id = useId();
  const [done, setDone] = useState(false);
  const { register, submit, busy, formState, reset } = useZodForm(childNewPasswordSchema, {
    defaultValues: { newPassword: '' },
    messageFields: [{ field: 'newPassword', match: passwordRefusal }],
    failure: (error, set) => set('root', { type: 'server', message: errorMessage(error, t.failed) }),
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
        {t.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {done && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t.done}
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
          label={t.label}
          error={errors.newPassword?.message}
          hint={passwordRuleText.hint}
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" required {...register('newPassword')} />}
        </FormField>
        <SubmitButton busy={busy} busyText={t.submitting} className="self-start">
          {t.submit}
        </SubmitButton>
      </form>
    </Card>
  );
}
