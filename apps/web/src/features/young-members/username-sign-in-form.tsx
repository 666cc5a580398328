import { usernameSignInSchema } from '@storyloom/domain';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { signInWithUsername } from './api';
import { useT } from './i18n';

/**
 * /login with a username instead of an email (accounts made with a parent's email have none). The
 * same answers as the email form: the 'Login failed' toast, wrong credentials under the password,
 * and the second factor when the account has one.
 */
export function UsernameSignInForm({
  onSignedIn,
  onSecondFactor,
}: {
  onSignedIn: () => Promise<void>;
  onSecondFactor: () => void;
}) {
  const t = useT();
  const { register, submit, busy, formState } = useZodForm(usernameSignInSchema, {
    defaultValues: { username: '', password: '' },
    failure: (error, setError) => {
      const message = errorMessage(error, t('signIn.failedFallback'));
      toast.error(t('signIn.failedTitle'), { description: message });
      if (isApiError(error) && error.code === 'invalid_credentials') {
        setError('password', { type: 'server', message }, { shouldFocus: true });
      }
    },
  });

  const onSubmit = submit(async (values) => {
    const result = await signInWithUsername(values);
    if (result?.twoFactorRedirect) return onSecondFactor();
    await onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField id="username" label={t('signIn.username')} error={formState.errors.username?.message}>
        {(field) => (
          <Input
            {...field}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...register('username')}
          />
        )}
      </FormField>
      <FormField id="password" label={t('signIn.password')} error={formState.errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" required {...register('password')} />}
      </FormField>
      <SubmitButton busy={busy} busyText={t('signIn.submitting')} className="mt-2 w-full">
        {t('signIn.submit')}
      </SubmitButton>
    </form>
  );
}
