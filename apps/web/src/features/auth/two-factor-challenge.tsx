import { accountText, backupCodeSchema, totpCodeSchema } from '@storyloom/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { verifySecondFactor } from './api';
import { authLinkClass } from './auth-card';

const t = accountText.twoFactor;

/**
 * The second sign-in step for a user with an authenticator app: a 6-digit code, or a backup code.
 * Shown by /login and /auth after the password was accepted.
 */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => Promise<void> }) {
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trustId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (mode === 'totp' ? totpCodeSchema : backupCodeSchema).safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.codeFormat);
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(mode, parsed.data, trustDevice);
      await onVerified();
    } catch (failure) {
      setError(errorMessage(failure, t.invalidCode));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const switchMode = () => {
    setMode((m) => (m === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{mode === 'totp' ? t.challengeText : t.backupText}</p>
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <FormField id="second-factor-code" label={mode === 'totp' ? t.code : t.backupCode}>
        {(field) => (
          <Input
            {...field}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            maxLength={mode === 'totp' ? 6 : 32}
            autoFocus
            required
          />
        )}
      </FormField>
      <div className="flex items-center gap-2 text-sm">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
          className="size-4 accent-primary"
        />
        <label htmlFor={trustId}>{t.trustDevice}</label>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t.verifying : t.verify}
      </Button>
      <button type="button" onClick={switchMode} className={`text-sm ${authLinkClass}`}>
        {mode === 'totp' ? t.useBackup : t.useApp}
      </button>
    </form>
  );
}
