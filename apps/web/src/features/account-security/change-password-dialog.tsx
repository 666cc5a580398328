import { accountMessages, accountText, changePasswordFormSchema } from '@storyloom/domain';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { ApiError } from '@/lib/api';
import { changePassword } from './api';
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

/** The Change Password dialog: the new password is checked here, then the server verifies the current one. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setValues(empty);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? p.failedText);
    setBusy(true);
    setError(null);
    try {
      await changePassword(parsed.data.currentPassword, parsed.data.newPassword);
      toast.success(p.updatedTitle, { description: p.updatedText });
      onOpenChange(false);
    } catch (failure) {
      // The server's words go inline; only a failure without an answer gets the toast.
      if (failure instanceof ApiError) setError(failure.message || p.failedText);
      else toast.error(p.failedTitle, { description: p.failedText });
    } finally {
      setBusy(false);
    }
  };

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
          {error && <InlineAlert>{error}</InlineAlert>}
          {fields.map(([name, label, autoComplete]) => (
            <FormField key={name} id={`change-${name}`} label={label}>
              {(field) => (
                <PasswordInput
                  {...field}
                  autoComplete={autoComplete}
                  value={values[name]}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                />
              )}
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
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
