import {
  accountMessages,
  accountText,
  changePasswordFormSchema,
  passwordRefusal,
  passwordRuleText,
} from '@storyloom/domain';
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
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { changePassword, sessionsKey } from './api';
import { InlineAlert } from './inline-alert';

const p = accountMessages.password;
const t = accountText.loginDetails;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;
const fields: Array<[Field, string, string]> = [
  ['currentPassword', t.currentPassword, 'current-password'],
  ['newPassword', t.newPassword, 'new-password'],
  ['confirmPassword', t.confirmPassword, 'new-password'],
];
const ALERT_ID = 'change-password-alert';

/**
 * The Change Password dialog: the new password is checked here, then the server verifies the
 * current one and its rules. The inline alert says what is wrong; the field it concerns is marked
 * and carries the message too (all of them when one is missing).
 */
export function ChangePasswordDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: empty,
    fieldErrors: { invalid_password: 'currentPassword' },
    fieldAliases: { password: 'newPassword' },
    messageFields: [{ field: 'newPassword', match: passwordRefusal }],
    // The server's words go inline; only a failure without an answer gets the toast.
    failure: (failure, setError) => {
      if (isApiError(failure)) setError('root', { type: 'server', message: failure.message || p.failedText });
      else toast.error(p.failedTitle, { description: p.failedText });
    },
  });
  const { errors } = form.formState;
  // The schema reports missing fields as a whole ('form'); each field's own problem under its name.
  const missing = (errors as { form?: { message?: string } }).form?.message;
  const fieldError = (name: Field) => errors[name]?.message;
  const alert = errors.root?.message ?? missing ?? fields.map(([name]) => fieldError(name)).find(Boolean);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset(empty);
  };

  const submit = form.submit(async ({ currentPassword, newPassword }) => {
    await changePassword(currentPassword, newPassword);
    toast.success(p.updatedTitle, { description: p.updatedText });
    onOpenChange(false);
    // The change ended the other sessions.
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {t.changePassword}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t.cancel}>
        <DialogTitle>{p.dialogTitle}</DialogTitle>
        <DialogDescription>{t.passwordText}</DialogDescription>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {alert && <InlineAlert id={ALERT_ID}>{alert}</InlineAlert>}
          {fields.map(([name, label, autoComplete]) => (
            <FormField
              key={name}
              id={`change-${name}`}
              label={label}
              error={fieldError(name)}
              hint={name === 'newPassword' ? passwordRuleText.hint : undefined}
              invalidBy={missing && !form.getValues(name) ? ALERT_ID : undefined}
            >
              {(field) => <PasswordInput {...field} autoComplete={autoComplete} {...form.register(name)} />}
            </FormField>
          ))}
          <p className="text-sm text-muted-foreground">
            {t.resetHint}{' '}
            <Link to="/forgot-password" className="font-medium text-link underline-offset-4 hover:underline">
              {t.resetLink}
            </Link>
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t.saving : t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
