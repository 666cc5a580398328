import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNABLE_TEAM_ROLES, inviteMemberSchema, settingsText, TEAM_ROLE_INFO } from '@storyloom/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useInviteMember } from '../api';

const t = settingsText.team;
type Invite = z.output<typeof inviteMemberSchema>;

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteMember();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof inviteMemberSchema>, unknown, Invite>({
    resolver: zodResolver(inviteMemberSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'editor' },
  });
  const onValid = (body: Invite) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast.success(t.invited(body.email));
        onClose();
      },
      onError: (error) => setError('email', { message: errorMessage(error, settingsText.saveFailed) }),
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={settingsText.billing.close}>
        <DialogTitle>{t.inviteTitle}</DialogTitle>
        <DialogDescription>{t.inviteHint}</DialogDescription>
        <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
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
            <Button type="submit" disabled={invite.isPending}>
              {t.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
