import { loginSchema } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { UsernameSignInForm } from '@/features/young-members';
import { errorMessage, isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { signIn, useAfterSignIn } from './api';
import { AuthCard, authLinkClass } from './auth-card';
import { useT } from './i18n';
import { TwoFactorChallenge } from './two-factor-challenge';

export function LoginPage() {
  const [params] = useSearchParams();
  const t = useT();
  const afterSignIn = useAfterSignIn();
  const [secondStep, setSecondStep] = useState(false);
  // Accounts made with a parent's email have a username and no email of their own.
  const [withUsername, setWithUsername] = useState(false);
  // The browser checks first that both fields are filled and the email looks valid (no noValidate here).
  // A failure is the spec's 'Login failed' toast; wrong credentials also stay under the password.
  const { register, submit, busy, formState } = useZodForm(loginSchema, {
    defaultValues: { email: '', password: '' },
    failure: (error, setError) => {
      const message = errorMessage(error, t('login.failedFallback'));
      toast.error(t('login.failedTitle'), { description: message });
      if (isApiError(error) && error.code === 'invalid_credentials') {
        setError('password', { type: 'server', message }, { shouldFocus: true });
      }
    },
  });

  const onSubmit = submit(async ({ email, password }) => {
    const result = await signIn({ email, password });
    if (result?.twoFactorRedirect) return setSecondStep(true);
    await afterSignIn();
  });

  if (secondStep) {
    return (
      <AuthCard title={t('twoFactor.title')}>
        <TwoFactorChallenge onVerified={afterSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/register" className={authLinkClass}>
            {t('login.createAccount')}
          </Link>
        </p>
      }
    >
      {params.get('verified') === '1' && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          {t('login.verifiedNote')}
        </p>
      )}
      {withUsername ? (
        <UsernameSignInForm onSignedIn={afterSignIn} onSecondFactor={() => setSecondStep(true)} />
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="email" label={t('login.email')} error={formState.errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
          </FormField>
          <FormField
            id="password"
            label={t('login.password')}
            error={formState.errors.password?.message}
            labelAside={
              <Link to="/forgot-password" className={`text-sm ${authLinkClass}`}>
                {t('login.forgotPassword')}
              </Link>
            }
          >
            {(field) => <PasswordInput {...field} autoComplete="current-password" required {...register('password')} />}
          </FormField>
          <SubmitButton busy={busy} busyText={t('login.signingIn')} className="mt-2 w-full">
            {t('login.signIn')}
          </SubmitButton>
        </form>
      )}
      <div className="mt-4 text-center">
        <Button variant="link" className="text-sm" onClick={() => setWithUsername((on) => !on)}>
          {withUsername ? t('login.useEmail') : t('login.useUsername')}
        </Button>
      </div>
    </AuthCard>
  );
}
