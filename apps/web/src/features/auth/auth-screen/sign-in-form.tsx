import { accountMessages, comboSignInError, comboSignInSchema, messages } from '@storyloom/domain';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api';
import { signIn } from '../api';
import { authLinkClass } from '../auth-card';
import { useClearAuthData } from '../clear-auth';
import { FormAlert } from './form-alert';

const a = accountMessages.authScreen;

type Props = {
  /** Set after a sign-up on the other tab. */
  notice: string | null;
  connectionError: string | null;
  onSignedIn: () => Promise<void>;
  onSecondFactor: () => void;
};

export function SignInForm({ notice, connectionError, onSignedIn, onSecondFactor }: Props) {
  const navigate = useNavigate();
  const clearAuthData = useClearAuthData();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ text: string; offerClear: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = comboSignInSchema.safeParse({ email, password });
    if (!parsed.success) return setFailure({ text: a.fillAllFields, offerClear: false });
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn(parsed.data);
      if (result?.twoFactorRedirect) return onSecondFactor();
      await onSignedIn();
    } catch (error) {
      setFailure(comboSignInError(error instanceof ApiError ? error.message : undefined));
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    if (await clearAuthData()) setFailure(null);
  };

  const alert = failure ?? (connectionError ? { text: connectionError, offerClear: false } : null);
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
          <p>{alert.text}</p>
          {alert.offerClear && (
            <button type="button" onClick={clear} className={`mt-1 ${authLinkClass}`}>
              {a.clearAuthData}
            </button>
          )}
        </FormAlert>
      )}
      <FormField id="signin-email" label={a.email}>
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="signin-password"
        label={a.password}
        labelAside={
          <button type="button" onClick={() => navigate('/forgot-password')} className={`text-sm ${authLinkClass}`}>
            {a.forgotPassword}
          </button>
        }
      >
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? messages.auth.signingIn : a.signInButton}
      </Button>
      <Button variant="ghost" size="sm" onClick={clear}>
        {a.clearAuthData}
      </Button>
    </form>
  );
}
