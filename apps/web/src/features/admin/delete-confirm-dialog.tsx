import { adminMessages, adminText, type ContactMessageEntry } from '@storyloom/domain';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';

type DeleteConfirmDialogProps = {
  message: ContactMessageEntry | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (message: ContactMessageEntry) => void;
};

/** 'Are you sure?' before a message is deleted for good. */
export function DeleteConfirmDialog({ message, busy, onCancel, onConfirm }: DeleteConfirmDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle>{adminMessages.confirmTitle}</DialogTitle>
        <DialogDescription>{adminText.confirmDelete(message?.name ?? '')}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{adminText.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={() => message && onConfirm(message)}>
            {adminText.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
