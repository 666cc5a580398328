import { useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { regenerateBackupCodes, securityOverviewKey } from './api';
import { useT } from './i18n';
import { PasswordStep } from './password-step';

/** A list of fresh backup codes, shown once, with copy and "saved" buttons. */
export function BackupCodeList({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useT();
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    toast.success(t('backup.copied'));
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('backup.text')}</p>
      <ul aria-label={t('backup.heading')} className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {t('backup.copy')}
        </Button>
        <Button onClick={onSaved}>{t('backup.saved')}</Button>
      </div>
    </div>
  );
}

/** Generate new backup codes (the old ones stop working); asks for the password first. */
export function RegenerateBackupCodes() {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setCodes(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('backup.generate')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <DialogTitle>{t('backup.heading')}</DialogTitle>
        <DialogDescription>{t('backup.passwordPrompt')}</DialogDescription>
        {codes ? (
          <BackupCodeList codes={codes} onSaved={() => onOpenChange(false)} />
        ) : (
          <PasswordStep
            id="backup-password"
            prompt={t('backup.text')}
            action={async (password) => {
              const result = await regenerateBackupCodes(password);
              setCodes(result.backupCodes);
              await queryClient.invalidateQueries({ queryKey: securityOverviewKey });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
