import { backupCodeSchema, totpCodeSchema } from '@storyloom/domain';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { verifySecondFactor } from './api';
import { authLinkClass } from './auth-card';
import { useT } from './i18n';

const challengeSchemas = {
  totp: z.object({ code: totpCodeSchema, trustDevice: z.boolean() }),
  backup: z.object({ code: backupCodeSchema, trustDevice: z.boolean() }),
};
const ALERT_ID = 'second-factor-alert';

/**
 * The second sign-in step for a user with an authenticator app: a 6-digit code, or a backup code.
 * Shown by /login and /auth after the password was accepted.
 */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => Promise<void> }) {
  const t = useT();
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const trustId = useId();
  const form = useZodForm(challengeSchemas[mode], {
    defaultValues: { code: '', trustDevice: false },
    // A refused code is typed again from scratch; the alert says why.
    failure: (failure, setError) => {
      form.setValue('code', '');
      setError('code', { type: 'server', message: errorMessage(failure, t('twoFactor.invalidCode')) });
    },
  });
  const error = form.formState.errors.code?.message;

  const submit = form.submit(async ({ code, trustDevice }) => {
    await verifySecondFactor(mode, code, trustDevice);
    await onVerified();
  });

  const switchMode = () => {
    setMode((m) => (m === 'totp' ? 'backup' : 'totp'));
    form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {mode === 'totp' ? t('twoFactor.text') : t('twoFactor.backupText')}
      </p>
      {error && (
        <p
          id={ALERT_ID}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <FormField
        id="second-factor-code"
        label={mode === 'totp' ? t('twoFactor.code') : t('twoFactor.backupCode')}
        invalidBy={error ? ALERT_ID : undefined}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            maxLength={mode === 'totp' ? 6 : 32}
            autoFocus
            required
            {...form.register('code')}
          />
        )}
      </FormField>
      <div className="flex items-center gap-2 text-sm">
        <input id={trustId} type="checkbox" className="size-4 accent-primary" {...form.register('trustDevice')} />
        <label htmlFor={trustId}>{t('twoFactor.trustDevice')}</label>
      </div>
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <button type="button" onClick={switchMode} className={`text-sm ${authLinkClass}`}>
        {mode === 'totp' ? t('twoFactor.useBackup') : t('twoFactor.useApp')}
      </button>
    </form>
  );
}
