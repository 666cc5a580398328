import { PASSWORD_MIN_LENGTH, passwordRefusal, registerSchema } from '@storyloom/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants, SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signupPreferences } from '@/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { SignUpPath } from './age-screen/sign-up-path';
import { signUp } from './api';
import { AuthCard, authLinkClass } from './auth-card';
import { T, useT } from './i18n';

function RegisteredNotice({ email }: { email: string }) {
  const t = useT();
  return (
    <AuthCard title={t('register.created')}>
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-success" />
        <p role="status">{t('register.checkEmail', { email })}</p>
        <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
          {t('register.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

export function RegisterPage() {
  const t = useT();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { register, submit, busy, formState } = useZodForm(registerSchema, {
    defaultValues: { fullName: '', email: '', password: '' },
    // The server's password rules (length, common, breached) answer under the password field.
    fieldAliases: { name: 'fullName' },
    // The safety filter refuses a name with language or personal information (issue 16): said under it.
    fieldErrors: { language_refused: 'fullName', personal_info_refused: 'fullName' },
    messageFields: [{ field: 'password', match: passwordRefusal }],
    failure: { title: t('register.failedTitle'), fallback: t('register.failedFallback') },
  });
  const { errors } = formState;

  const onSubmit = submit(async ({ fullName, email, password }) => {
    // The new account starts in the language the guest reads in and the browser's time zone.
    await signUp({ name: fullName, email, password, ...signupPreferences() });
    setRegisteredEmail(email);
  });

  if (registeredEmail) return <RegisteredNotice email={registeredEmail} />;

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('register.signIn')}
          </Link>
        </p>
      }
    >
      <SignUpPath idPrefix="register">
        {/* The schema's messages show under each field, so the browser's bubbles are off. */}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="fullName" label={t('register.fullName')} error={errors.fullName?.message}>
            {(field) => <Input {...field} autoComplete="name" required {...register('fullName')} />}
          </FormField>
          <FormField id="email" label={t('register.email')} error={errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
          </FormField>
          <FormField
            id="password"
            label={t('register.password')}
            error={errors.password?.message}
            hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          >
            {(field) => <PasswordInput {...field} autoComplete="new-password" required {...register('password')} />}
          </FormField>
          <SubmitButton busy={busy} busyText={t('register.creatingAccount')} className="mt-2 w-full">
            {t('register.createAccount')}
          </SubmitButton>
          <p className="text-center text-xs text-muted-foreground">
            <T
              k="register.terms"
              components={{
                terms: <Link to="/#terms" className={authLinkClass} />,
                privacy: <Link to="/privacy" className={authLinkClass} />,
              }}
            />
          </p>
        </form>
      </SignUpPath>
    </AuthCard>
  );
}
