import { accountText, totpCodeSchema } from '@storyloom/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { InlineAlert } from './inline-alert';

/** A 6-digit code from the authenticator app; `action` gets it and may fail with a message. */
export function CodeStep({
  id,
  submitLabel,
  action,
}: {
  id: string;
  submitLabel: string;
  action: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return setError(accountText.twoFactor.codeFormat);
    setBusy(true);
    setError(null);
    try {
      await action(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure, accountText.twoFactor.invalidCode));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && <InlineAlert>{error}</InlineAlert>}
      <FormField id={id} label={accountText.twoFactor.code}>
        {(field) => (
          <Input
            {...field}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </FormField>
      <Button type="submit" className="self-end" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
