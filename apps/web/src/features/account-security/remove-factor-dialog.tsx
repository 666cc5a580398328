import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { cn } from '@/lib/utils';
import { removeFactor, securityOverviewKey, sessionsQueryOptions } from './api';
import { CodeStep } from './code-step';
import { useT } from './i18n';
import { PasswordStep } from './password-step';
import { SignOutOthersOffer } from './sign-out-others-offer';

/**
 * Removes the authenticator after a current code or the password; then, when other devices are
 * signed in, offers to sign them out before the dialog closes.
 */
export function RemoveFactorDialog({ factorId }: { factorId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const [removed, setRemoved] = useState(false);
  // This dialog sits in the factor's row: the overview refreshes (and the row goes) once it closes.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next || !removed) return;
    setRemoved(false);
    void queryClient.invalidateQueries({ queryKey: securityOverviewKey });
  };
  const done = async () => {
    toast.success(t('mfa.removed'));
    const sessions = await queryClient.fetchQuery({ ...sessionsQueryOptions, staleTime: 0 }).catch(() => null);
    if (sessions?.items.some((session) => !session.current)) {
      setRemoved(true);
      return;
    }
    setOpen(false);
    await queryClient.invalidateQueries({ queryKey: securityOverviewKey });
  };
  const choice = (value: 'code' | 'password', label: string) => (
    <button
      type="button"
      aria-pressed={proof === value}
      onClick={() => setProof(value)}
      className={cn(
        'flex-1 rounded-md px-3 py-1.5 text-sm font-medium',
        proof === value ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('mfa.removeFactor')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        {removed ? (
          <>
            <DialogTitle>{t('sessions.afterRemoveTitle')}</DialogTitle>
            <DialogDescription>{t('sessions.afterRemoveText')}</DialogDescription>
            <SignOutOthersOffer text={t('sessions.afterRemove')} />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{t('sessions.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogTitle>{t('mfa.removeTitle')}</DialogTitle>
            <DialogDescription>{t('mfa.removeText')}</DialogDescription>
            <div className="flex gap-1 rounded-lg bg-muted p-1">
              {choice('code', t('mfa.removeWithCode'))}
              {choice('password', t('mfa.removeWithPassword'))}
            </div>
            {proof === 'code' ? (
              <CodeStep
                id="remove-code"
                submitLabel={t('mfa.removeFactor')}
                action={async (code) => {
                  await removeFactor(factorId, { code });
                  await done();
                }}
              />
            ) : (
              <PasswordStep
                id="remove-password"
                prompt={t('mfa.removeText')}
                action={async (password) => {
                  await removeFactor(factorId, { password });
                  await done();
                }}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
