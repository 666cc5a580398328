import { CONSENT_WAIT_DAYS, childSignUpSchema, PASSWORD_MIN_LENGTH, passwordRefusal } from '@storyloom/domain';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signupPreferences } from '@/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { signUpChild } from './api';
import { useT } from './i18n';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

/**
 * The sign-up the age step leads a child to: a username, a password and a parent's email, nothing
 * else (no email and no photo of the child). On success the child is signed in, holding, and lands
 * on the courses, which is what a held account may use.
 */
export function ChildSignUpForm({ onSignedUp }: { onSignedUp?: () => void }) {
  const t = useT();
  const id = useId();
  const { register, submit, busy, formState } = useZodForm(childSignUpSchema, {
    defaultValues: { username: '', password: '', parentEmail: '' },
    fieldErrors: { username_taken: 'username', language_refused: 'username', personal_info_refused: 'username' },
    messageFields: [{ field: 'password', match: passwordRefusal }],
    failure: { title: t('signUp.failedTitle'), fallback: t('signUp.failedFallback') },
  });
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    // The new account starts in the language the child reads in and the browser's time zone.
    await signUpChild({ ...values, ...signupPreferences() });
    onSignedUp?.();
    // A full load: within the app, the guard would send a newly signed-in user on a sign-up page to
    // the dashboard before this navigation lands. The courses page's banner says who was asked.
    window.location.assign('/courses');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('signUp.intro')}</p>
      <FormField
        id={`${id}-username`}
        label={t('signUp.username')}
        error={errors.username?.message}
        hint={t('signUp.usernameHint')}
      >
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
      <FormField
        id={`${id}-password`}
        label={t('signUp.password')}
        error={errors.password?.message}
        hint={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" required {...register('password')} />}
      </FormField>
      <FormField
        id={`${id}-parent-email`}
        label={t('signUp.parentEmail')}
        error={errors.parentEmail?.message}
        hint={t('signUp.parentEmailHint')}
      >
        {(field) => <Input {...field} type="email" autoComplete="off" required {...register('parentEmail')} />}
      </FormField>
      <section aria-labelledby={`${id}-why`} className="rounded-lg border border-border bg-muted/50 p-3 text-sm">
        <h2 id={`${id}-why`} className="mb-1 flex items-center gap-2 font-medium">
          <Info aria-hidden="true" className="size-4 shrink-0 text-link" />
          {t('signUp.whyTitle')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 ps-5 text-muted-foreground">
          <li>{t('signUp.why1')}</li>
          <li>{t('signUp.why2')}</li>
          <li>{t('signUp.why3', { days: CONSENT_WAIT_DAYS })}</li>
        </ul>
        <p className="mt-2">
          <Link to="/privacy/children" className={linkClass}>
            {t('signUp.privacyLink')}
          </Link>
        </p>
      </section>
      <SubmitButton busy={busy} busyText={t('signUp.submitting')} className="mt-1 w-full">
        {t('signUp.submit')}
      </SubmitButton>
    </form>
  );
}
