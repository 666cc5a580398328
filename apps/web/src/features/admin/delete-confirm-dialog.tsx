import { adminMessages, adminText, type ContactMessageEntry } from '@storyloom/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';

type DeleteConfirmDialogProps = {
  message: ContactMessageEntry | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (message: ContactMessageEntry) => void;
};

/** 'Are you sure?' before a message is deleted for good. */
export function DeleteConfirmDialog({ message, busy, onCancel, onConfirm }: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={message !== null}
      title={adminMessages.confirmTitle}
      description={adminText.confirmDelete(message?.name ?? '')}
      confirmLabel={adminText.delete}
      busyLabel={adminText.delete}
      cancelLabel={adminText.cancel}
      busy={busy}
      destructive
      onCancel={onCancel}
      onConfirm={() => message && onConfirm(message)}
    />
  );
}
