import { CircleCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useDomainText } from '@/i18n';
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { signIn } from '../api';
import { authLinkClass } from '../auth-card';
import { useClearAuthData } from '../clear-auth';
import { useT } from '../i18n';
import { FormAlert } from './form-alert';
import { signInFormSchema } from './schemas';

type Translate = ReturnType<typeof useT>;

const ALERT_ID = 'signin-alert';
/** The English words of a failed sign-in that get the hint to clear saved data (besides the code). */
const INVALID_LOGIN_MARKER = 'Invalid login';

/** The server's words (or ours); wrong credentials get the hint to clear saved data. */
function signInFailure(t: Translate, code: string, message: string | undefined) {
  const text = message?.trim() || t('authScreen.signInFallback');
  if (code !== 'invalid_credentials' && !text.includes(INVALID_LOGIN_MARKER)) return { text, offerClear: false };
  return { text: t('authScreen.withClearHint', { message: text.replace(/\.$/, '') }), offerClear: true };
}

type Props = {
  /** Set after a sign-up on the other tab. */
  notice: string | null;
  connectionError: string | null;
  onSignedIn: () => Promise<void>;
  onSecondFactor: () => void;
};

export function SignInForm({ notice, connectionError, onSignedIn, onSecondFactor }: Props) {
  const t = useT();
  const domainText = useDomainText();
  const navigate = useNavigate();
  const clearAuthData = useClearAuthData();
  const form = useZodForm(signInFormSchema, {
    defaultValues: { email: '', password: '' },
    namedFields: false,
    // The server's words (or the spec's fallback) go to the alert box; its code says which field.
    failure: (error, setError) =>
      setError('root', isApiError(error) ? { type: error.code, message: error.message } : { type: 'network' }),
  });
  const { errors } = form.formState;
  const missingMessage = (errors as { form?: { message?: string } }).form?.message;
  const missing = missingMessage ? domainText(missingMessage) : undefined;
  const failure = errors.root ? signInFailure(t, String(errors.root.type), errors.root.message) : null;

  const submit = form.submit(async (values) => {
    const result = await signIn(values);
    if (result?.twoFactorRedirect) return onSecondFactor();
    await onSignedIn();
  });

  const clear = async () => {
    if (await clearAuthData()) form.clearErrors('root');
  };

  const alert = missing
    ? { text: missing, offerClear: false }
    : (failure ?? (connectionError ? { text: connectionError, offerClear: false } : null));
  // A wrong password is the password field's problem; a missing field, that field's.
  const invalidBy = (name: 'email' | 'password') => {
    if (missing) return form.getValues(name) ? undefined : ALERT_ID;
    if (errors.root?.type === 'invalid_credentials' && name === 'password') return ALERT_ID;
    if (errors.root?.type === 'email_not_verified' && name === 'email') return ALERT_ID;
    return undefined;
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {notice && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {notice}
        </p>
      )}
      {alert && (
        <FormAlert>
          <p id={ALERT_ID}>{alert.text}</p>
          {alert.offerClear && (
            <button type="button" onClick={clear} className={`mt-1 ${authLinkClass}`}>
              {t('authScreen.clearAuthData')}
            </button>
          )}
        </FormAlert>
      )}
      <FormField id="signin-email" label={t('authScreen.email')} invalidBy={invalidBy('email')}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField
        id="signin-password"
        label={t('authScreen.password')}
        invalidBy={invalidBy('password')}
        labelAside={
          <button type="button" onClick={() => navigate('/forgot-password')} className={`text-sm ${authLinkClass}`}>
            {t('authScreen.forgotPassword')}
          </button>
        }
      >
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t('authScreen.signingIn') : t('authScreen.signInButton')}
      </Button>
      <Button variant="ghost" size="sm" onClick={clear}>
        {t('authScreen.clearAuthData')}
      </Button>
    </form>
  );
}
