import { changePasswordFormSchema, PASSWORD_MIN_LENGTH, passwordRefusal } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useDomainText } from '@/i18n';
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { changePassword, sessionsKey } from './api';
import { type AccountSecurityKey, useT } from './i18n';
import { InlineAlert } from './inline-alert';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;
const fields: Array<[Field, AccountSecurityKey, string]> = [
  ['currentPassword', 'password.current', 'current-password'],
  ['newPassword', 'password.new', 'new-password'],
  ['confirmPassword', 'password.confirm', 'new-password'],
];
const ALERT_ID = 'change-password-alert';

/**
 * The Change Password dialog: the new password is checked here, then the server verifies the
 * current one and its rules. The inline alert says what is wrong; the field it concerns is marked
 * and carries the message too (all of them when one is missing).
 */
export function ChangePasswordDialog() {
  const t = useT();
  const domainText = useDomainText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: empty,
    fieldErrors: { invalid_password: 'currentPassword' },
    fieldAliases: { password: 'newPassword' },
    messageFields: [{ field: 'newPassword', match: passwordRefusal }],
    // The server's words go inline; only a failure without an answer gets the toast.
    failure: (failure, setError) => {
      if (isApiError(failure))
        setError('root', { type: 'server', message: failure.message || t('password.failedText') });
      else toast.error(t('password.failedTitle'), { description: t('password.failedText') });
    },
  });
  const { errors } = form.formState;
  // The schema reports missing fields as a whole ('form'); each field's own problem under its name.
  const missing = (errors as { form?: { message?: string } }).form?.message;
  const fieldError = (name: Field) => errors[name]?.message;
  const alert = errors.root?.message ?? missing ?? fields.map(([name]) => fieldError(name)).find(Boolean);
  // The schema's messages are English (packages/domain); the server's arrive in the reader's language.

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset(empty);
  };

  const submit = form.submit(async ({ currentPassword, newPassword }) => {
    await changePassword(currentPassword, newPassword);
    toast.success(t('password.updatedTitle'), { description: t('password.updatedText') });
    onOpenChange(false);
    // The change ended the other sessions.
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {t('password.change')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <DialogTitle>{t('password.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('password.text')}</DialogDescription>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {alert && <InlineAlert id={ALERT_ID}>{domainText(alert)}</InlineAlert>}
          {fields.map(([name, label, autoComplete]) => (
            <FormField
              key={name}
              id={`change-${name}`}
              label={t(label)}
              error={fieldError(name)}
              hint={name === 'newPassword' ? t('password.ruleHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
              invalidBy={missing && !form.getValues(name) ? ALERT_ID : undefined}
            >
              {(field) => <PasswordInput {...field} autoComplete={autoComplete} {...form.register(name)} />}
            </FormField>
          ))}
          <p className="text-sm text-muted-foreground">
            {t('password.resetHint')}{' '}
            <Link to="/forgot-password" className="font-medium text-link underline-offset-4 hover:underline">
              {t('password.resetLink')}
            </Link>
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t('password.saving') : t('password.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
