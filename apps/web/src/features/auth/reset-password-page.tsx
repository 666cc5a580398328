import { PASSWORD_MIN_LENGTH, passwordRefusal, resetPasswordFormSchema } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants, SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { resetPassword } from './api';
import { AuthCard, authLinkClass } from './auth-card';
import { useT } from './i18n';

function InvalidLink() {
  const t = useT();
  return (
    <AuthCard title={t('reset.title')}>
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-destructive">
          {t('reset.invalidLink')}
        </p>
        <Link to="/forgot-password" className={buttonVariants({ className: 'w-full' })}>
          {t('reset.requestNew')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** /reset-password?token=…: where the reset mail's link lands (via the server, which checks the token). */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A failure (an expired or used link, say) shows above the fields.
  const { register, submit, busy, formState } = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
    // The server's password rules answer under the new password.
    fieldAliases: { password: 'newPassword' },
    messageFields: [{ field: 'newPassword', match: passwordRefusal }],
    failure: (error) => setFailure(errorMessage(error, t('reset.invalidLink'))),
  });

  if (!token || params.get('error')) return <InvalidLink />;

  const onSubmit = submit(async ({ newPassword }) => {
    setFailure(null);
    await resetPassword({ token, newPassword });
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-success" />
          <p role="status">{t('reset.done')}</p>
          <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
            {t('backToSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const { errors } = formState;
  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to="/login" className={authLinkClass}>
          {t('backToSignIn')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {failure}
          </p>
        )}
        <FormField
          id="newPassword"
          label={t('reset.newPassword')}
          error={errors.newPassword?.message}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('newPassword')} />}
        </FormField>
        <FormField id="confirmPassword" label={t('reset.confirmPassword')} error={errors.confirmPassword?.message}>
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
        <SubmitButton busy={busy} busyText={t('reset.submitting')} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
