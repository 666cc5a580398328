import { ASSIGNABLE_TEAM_ROLES, inviteMemberSchema, settingsText, TEAM_ROLE_INFO } from '@storyloom/domain';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useInviteMember } from '../api';

const t = settingsText.team;

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteMember();
  // Every failure is about the address (taken, yourself, not deliverable), so it shows under the field.
  const { register, submit, busy, formState } = useZodForm(inviteMemberSchema, {
    mode: 'onTouched',
    defaultValues: { email: '', role: 'editor' },
    failure: (error, setError) => setError('email', { message: errorMessage(error, settingsText.saveFailed) }),
  });
  const onSubmit = submit(async (body) => {
    await invite.mutateAsync(body);
    toast.success(t.invited(body.email));
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={settingsText.billing.close}>
        <DialogTitle>{t.inviteTitle}</DialogTitle>
        <DialogDescription>{t.inviteHint}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="invite-email" label={t.email} error={formState.errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField id="invite-role" label={t.role}>
            {(field) => (
              <NativeSelect {...field} {...register('role')}>
                {ASSIGNABLE_TEAM_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {TEAM_ROLE_INFO.find((r) => r.id === role)?.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {settingsText.billing.close}
            </Button>
            <Button type="submit" disabled={busy}>
              {t.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
