import { adminMessages, type ContactMessageEntry, type ContactStatus } from '@storyloom/domain';
import { toast } from 'sonner';
import { useDeleteMessage, useUpdateMessageStatus } from './api';

/** Status changes and deletion of a contact message, each with a success or failure toast. */
export function useMessageActions() {
  const update = useUpdateMessageStatus();
  const remove = useDeleteMessage();

  /** Resolves with the updated message, or null when the change failed (the toast said so). */
  async function setStatus(
    message: ContactMessageEntry,
    status: ContactStatus,
    { quiet = false } = {},
  ): Promise<ContactMessageEntry | null> {
    try {
      const updated = await update.mutateAsync({ id: message.id, status });
      if (!quiet) toast.success(adminMessages.statusUpdatedTitle, { description: adminMessages.statusUpdated(status) });
      return updated;
    } catch {
      toast.error(adminMessages.updateFailedTitle, { description: adminMessages.updateFailed });
      return null;
    }
  }

  async function deleteMessage(message: ContactMessageEntry): Promise<boolean> {
    try {
      await remove.mutateAsync(message.id);
      toast.success(adminMessages.deletedTitle, { description: adminMessages.deleted });
      return true;
    } catch {
      toast.error(adminMessages.deleteFailedTitle, { description: adminMessages.deleteFailed });
      return false;
    }
  }

  return { setStatus, deleteMessage, deleting: remove.isPending };
}
