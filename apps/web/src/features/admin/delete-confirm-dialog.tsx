import type { ContactMessageEntry } from '@storyloom/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from './i18n';

type DeleteConfirmDialogProps = {
  message: ContactMessageEntry | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (message: ContactMessageEntry) => void;
};

/** 'Are you sure?' before a message is deleted for good. */
export function DeleteConfirmDialog({ message, busy, onCancel, onConfirm }: DeleteConfirmDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={message !== null}
      title={t('confirmDelete.title')}
      description={t('confirmDelete.text', { name: message?.name ?? '' })}
      confirmLabel={t('confirmDelete.confirm')}
      busyLabel={t('confirmDelete.confirm')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      destructive
      onCancel={onCancel}
      onConfirm={() => message && onConfirm(message)}
    />
  );
}
