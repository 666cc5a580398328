import { accountText } from '@storyloom/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { InlineAlert } from './inline-alert';

const t = accountText.loginDetails;

/** Asks for the password before a sensitive change; `action` gets it and may fail with a message. */
export function PasswordStep({
  prompt,
  action,
  id,
}: {
  prompt: string;
  action: (password: string) => Promise<void>;
  id: string;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(accountText.loginDetails.enrolPasswordPrompt);
    setBusy(true);
    setError(null);
    try {
      await action(password);
    } catch (failure) {
      setError(errorMessage(failure, t.enrolPasswordPrompt));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{prompt}</p>
      {error && <InlineAlert>{error}</InlineAlert>}
      <FormField id={id} label={t.currentPassword}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="self-end" disabled={busy}>
        {t.continue}
      </Button>
    </form>
  );
}
