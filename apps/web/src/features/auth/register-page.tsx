import { messages, passwordRefusal, passwordRuleText, registerSchema, uiText } from '@storyloom/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants, SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useZodForm } from '@/lib/use-zod-form';
import { SignUpPath } from './age-screen/sign-up-path';
import { signUp } from './api';
import { AuthCard, authLinkClass } from './auth-card';

const m = { ...messages.auth, ...uiText.auth };

function RegisteredNotice({ email }: { email: string }) {
  return (
    <AuthCard title={m.accountCreated}>
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-success" />
        <p role="status">{m.checkEmail(email)}</p>
        <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
          {m.goToLogin}
        </Link>
      </div>
    </AuthCard>
  );
}

export function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { register, submit, busy, formState } = useZodForm(registerSchema, {
    defaultValues: { fullName: '', email: '', password: '' },
    // The server's password rules (length, common, breached) answer under the password field.
    fieldAliases: { name: 'fullName' },
    // The safety filter refuses a name with language or personal information (issue 16): said under it.
    fieldErrors: { language_refused: 'fullName', personal_info_refused: 'fullName' },
    messageFields: [{ field: 'password', match: passwordRefusal }],
    failure: { title: m.registrationFailedTitle, fallback: m.registrationFailedFallback },
  });
  const { errors } = formState;

  const onSubmit = submit(async ({ fullName, email, password }) => {
    await signUp({ name: fullName, email, password });
    setRegisteredEmail(email);
  });

  if (registeredEmail) return <RegisteredNotice email={registeredEmail} />;

  return (
    <AuthCard
      title={m.registerTitle}
      subtitle={m.registerSubtitle}
      footer={
        <p>
          {m.haveAccount}{' '}
          <Link to="/login" className={authLinkClass}>
            {m.signIn}
          </Link>
        </p>
      }
    >
      <SignUpPath idPrefix="register">
        {/* The schema's messages show under each field, so the browser's bubbles are off. */}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="fullName" label={m.fullName} error={errors.fullName?.message}>
            {(field) => <Input {...field} autoComplete="name" required {...register('fullName')} />}
          </FormField>
          <FormField id="email" label={m.emailAddress} error={errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
          </FormField>
          <FormField id="password" label={m.password} error={errors.password?.message} hint={passwordRuleText.hint}>
            {(field) => <PasswordInput {...field} autoComplete="new-password" required {...register('password')} />}
          </FormField>
          <SubmitButton busy={busy} busyText={m.creatingAccount} className="mt-2 w-full">
            {m.createAccount}
          </SubmitButton>
          <p className="text-center text-xs text-muted-foreground">
            {m.termsPrefix}{' '}
            <Link to="/#terms" className={authLinkClass}>
              {m.terms}
            </Link>{' '}
            {m.and}{' '}
            <Link to="/privacy" className={authLinkClass}>
              {m.privacy}
            </Link>
            .
          </p>
        </form>
      </SignUpPath>
    </AuthCard>
  );
}
