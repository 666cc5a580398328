import { accountText } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { removeFactor, securityOverviewKey } from './api';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

const t = accountText.loginDetails;

/** Removes the authenticator after a current code or the password. */
export function RemoveFactorDialog({ factorId }: { factorId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const done = async () => {
    toast.success(t.removed);
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t.removeFactor}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t.cancel}>
        <DialogTitle>{t.removeTitle}</DialogTitle>
        <DialogDescription>{t.removeText}</DialogDescription>
        <div className="flex gap-1 rounded-lg bg-muted p-1">
          {choice('code', t.removeWithCode)}
          {choice('password', t.removeWithPassword)}
        </div>
        {proof === 'code' ? (
          <CodeStep
            id="remove-code"
            submitLabel={t.removeFactor}
            action={async (code) => {
              await removeFactor(factorId, { code });
              await done();
            }}
          />
        ) : (
          <PasswordStep
            id="remove-password"
            prompt={t.removeText}
            action={async (password) => {
              await removeFactor(factorId, { password });
              await done();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
