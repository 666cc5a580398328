import { dataRightsMessages, deleteAccountSchema } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button, SubmitButton } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from '../i18n';
import { twoFactorQueryOptions, useDeleteAccount } from './privacy-api';

/** With two-factor on, the code is asked for here too (the server refuses without it). */
const withCodeSchema = deleteAccountSchema.extend({
  code: z.string().trim().min(1, dataRightsMessages.codeRequired).max(64),
});

/** `optional`: whether two-factor is on could not be read, so the code field is offered anyway. */
function DeleteForm({ code: codeField }: { code: 'required' | 'optional' | 'none' }) {
  const t = useT();
  const deleteAccount = useDeleteAccount();
  const form = useZodForm(codeField === 'required' ? withCodeSchema : deleteAccountSchema, {
    defaultValues: { password: '', code: '' },
    failure: { title: t('delete.failed'), fallback: t('delete.failed') },
    fieldErrors: { invalid_password: 'password', invalid_code: 'code' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.submit(async ({ password, code }) => {
        await deleteAccount({ password, ...(code ? { code } : {}) });
        toast.success(t('delete.done'));
      })}
    >
      <FormField
        id="delete-password"
        label={t('delete.password')}
        hint={t('delete.passwordHint')}
        error={errors.password?.message}
      >
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      {codeField !== 'none' && (
        <FormField id="delete-code" label={t('delete.code')} error={errors.code?.message}>
          {(field) => <Input {...field} autoComplete="one-time-code" maxLength={64} {...form.register('code')} />}
        </FormField>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('delete.cancel')}</Button>
        </DialogClose>
        <SubmitButton variant="destructive" busy={form.busy} busyText={t('delete.deleting')}>
          {t('delete.confirm')}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** Delete my account: the password (and the second factor when it is on), then gone, signed out, at /. */
export function DeleteAccountDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const twoFactor = useQuery({ ...twoFactorQueryOptions, enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          {t('delete.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('delete.cancel')}>
        <DialogTitle>{t('delete.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('delete.dialogText')}</DialogDescription>
        <p className="text-sm">{t('delete.deleted')}</p>
        {twoFactor.data === undefined && !twoFactor.error ? (
          <Spinner className="self-center" />
        ) : (
          <DeleteForm code={twoFactor.error ? 'optional' : twoFactor.data ? 'required' : 'none'} />
        )}
      </DialogContent>
    </Dialog>
  );
}
