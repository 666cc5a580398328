import { ASSIGNABLE_TEAM_ROLES, inviteMemberSchema } from '@storyloom/domain';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useInviteMember } from '../api';
import { useT } from '../i18n';
import { ROLE_TEXT } from './team-roles';

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const invite = useInviteMember();
  // Every failure is about the address (taken, yourself, not deliverable), so it shows under the field.
  const { register, submit, busy, formState } = useZodForm(inviteMemberSchema, {
    mode: 'onTouched',
    defaultValues: { email: '', role: 'editor' },
    failure: (error, setError) => setError('email', { message: errorMessage(error, t('saveFailed')) }),
  });
  const onSubmit = submit(async (body) => {
    await invite.mutateAsync(body);
    toast.success(t('team.invited', { email: body.email }));
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('team.inviteTitle')}</DialogTitle>
        <DialogDescription>{t('team.inviteHint')}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="invite-email" label={t('team.email')} error={formState.errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField id="invite-role" label={t('team.role')}>
            {(field) => (
              <NativeSelect {...field} {...register('role')}>
                {ASSIGNABLE_TEAM_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(ROLE_TEXT[role].label)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('close')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('team.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
