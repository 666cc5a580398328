import { CONTACT_STATUSES, type ContactMessageEntry, type ContactStatus, replyMailto } from '@storyloom/domain';
import { Mail, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from './i18n';
import { STATUS_LABELS } from './status-badge';

type MessageDetailDialogProps = {
  message: ContactMessageEntry | null;
  onClose: () => void;
  onStatus: (status: ContactStatus) => void;
  onReply: () => void;
  onDelete: () => void;
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** One contact message: from, email, subject, message, status selector, Delete, Close, Reply via Email. */
export function MessageDetailDialog({ message, onClose, onStatus, onReply, onDelete }: MessageDetailDialogProps) {
  const { dateTime } = useDateFormat();
  const t = useT();
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        {message && (
          <>
            <DialogTitle>{message.subject || t('messages.noSubject')}</DialogTitle>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label={t('detail.from')}>{message.name}</Field>
              <Field label={t('column.email')}>
                <a className="text-link hover:underline" href={`mailto:${message.email}`}>
                  {message.email}
                </a>
              </Field>
              <Field label={t('column.subject')}>{message.subject || t('messages.noSubject')}</Field>
              <Field label={t('column.date')}>{dateTime(message.createdAt)}</Field>
            </dl>
            <div className="flex flex-col gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('detail.message')}
              </p>
              <p className="max-h-72 overflow-y-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap">
                {message.message}
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:max-w-60">
              <Label htmlFor="message-status">{t('detail.status')}</Label>
              <NativeSelect
                id="message-status"
                value={message.status}
                onChange={(event) => onStatus(event.target.value as ContactStatus)}
              >
                {CONTACT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(STATUS_LABELS[status])}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button variant="outline" className="text-destructive!" onClick={onDelete}>
                <Trash2 aria-hidden="true" />
                {t('detail.delete')}
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <DialogClose asChild>
                  <Button variant="outline">{t('detail.close')}</Button>
                </DialogClose>
                <a href={replyMailto(message)} onClick={onReply} className={buttonVariants()}>
                  <Mail aria-hidden="true" />
                  {t('detail.reply')}
                </a>
              </div>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
