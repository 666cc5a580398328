import { emailSchema } from '@storyloom/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { requestPasswordReset } from './api';
import { AuthCard, authLinkClass } from './auth-card';
import { useT } from './i18n';

const schema = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState(false);
  // The same answer whatever happens, so the page never reveals whether an account exists: a failure
  // is ignored, and the page says the link is on its way.
  const { register, submit, busy, formState } = useZodForm(schema, {
    defaultValues: { email: '' },
    failure: () => setSent(true),
  });

  const onSubmit = submit(async ({ email }) => {
    await requestPasswordReset(email);
    setSent(true);
  });

  const backLink = (
    <Link to="/login" className={authLinkClass}>
      {t('backToSignIn')}
    </Link>
  );

  return (
    <AuthCard title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.subtitle')} footer={backLink}>
      {sent ? (
        <p role="status" className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          {t('forgot.sent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="email" label={t('forgot.email')} error={formState.errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
          </FormField>
          <SubmitButton busy={busy} busyText={t('forgot.sending')} className="w-full">
            {t('forgot.send')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
