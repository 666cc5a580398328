import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type RegisterInput, registerSchema, uiText } from '@storyloom/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
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
  const { register, handleSubmit, formState } = useForm<z.input<typeof registerSchema>, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    try {
      await signUp({ name: fullName, email, password });
      setRegisteredEmail(email);
    } catch (error) {
      toast.error(m.registrationFailedTitle, { description: errorMessage(error, m.registrationFailedFallback) });
    }
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
      {/* The schema reports the spec's messages under each field, so the browser's bubbles are off. */}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="fullName" label={m.fullName} error={errors.fullName?.message}>
          {(field) => <Input {...field} autoComplete="name" required {...register('fullName')} />}
        </FormField>
        <FormField id="email" label={m.emailAddress} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
        </FormField>
        <FormField id="password" label={m.password} error={errors.password?.message}>
          {(field) => <PasswordInput {...field} autoComplete="new-password" required {...register('password')} />}
        </FormField>
        <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? m.creatingAccount : m.createAccount}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          {m.termsPrefix}{' '}
          <Link to="/#terms" className={authLinkClass}>
            {m.terms}
          </Link>{' '}
          {m.and}{' '}
          <Link to="/#privacy" className={authLinkClass}>
            {m.privacy}
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}
