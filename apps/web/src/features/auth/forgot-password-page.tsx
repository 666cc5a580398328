import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, uiText } from '@storyloom/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from './api';
import { AuthCard, authLinkClass } from './auth-card';

const m = uiText.auth;
const schema = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    // The same answer whatever happens, so the page never reveals whether an account exists.
    await requestPasswordReset(email).catch(() => undefined);
    setSent(true);
  });

  const backLink = (
    <Link to="/login" className={authLinkClass}>
      {m.backToSignIn}
    </Link>
  );

  return (
    <AuthCard title={m.resetTitle} subtitle={sent ? undefined : m.resetSubtitle} footer={backLink}>
      {sent ? (
        <p role="status" className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          {m.resetSent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="email" label={m.email} error={formState.errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
          </FormField>
          <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? m.sendingResetLink : m.sendResetLink}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
