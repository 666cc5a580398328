import { accountText, messages, uiText } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { signIn, useAfterSignIn } from './api';
import { AuthCard, authLinkClass } from './auth-card';
import { TwoFactorChallenge } from './two-factor-challenge';

type LoginValues = { email: string; password: string };

const m = { ...messages.auth, ...uiText.auth };

export function LoginPage() {
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const [secondStep, setSecondStep] = useState(false);
  // Spec 001 §5: on /login the browser checks that both fields are filled and the email looks valid.
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const result = await signIn({ email: email.trim(), password });
      if (result?.twoFactorRedirect) return setSecondStep(true);
      await afterSignIn();
    } catch (error) {
      toast.error(m.loginFailedTitle, { description: errorMessage(error, m.loginFailedFallback) });
    }
  });

  if (secondStep) {
    return (
      <AuthCard title={accountText.twoFactor.challengeTitle}>
        <TwoFactorChallenge onVerified={afterSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={m.loginTitle}
      subtitle={m.loginSubtitle}
      footer={
        <p>
          {m.noAccount}{' '}
          <Link to="/register" className={authLinkClass}>
            {m.createAccount}
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
          {m.verifiedNote}
        </p>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField id="email" label={m.email}>
          {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
        </FormField>
        <FormField
          id="password"
          label={m.password}
          labelAside={
            <Link to="/forgot-password" className={`text-sm ${authLinkClass}`}>
              {m.forgotPassword}
            </Link>
          }
        >
          {(field) => <PasswordInput {...field} autoComplete="current-password" required {...register('password')} />}
        </FormField>
        <Button type="submit" className="mt-2 w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? m.signingIn : m.signIn}
        </Button>
      </form>
    </AuthCard>
  );
}
