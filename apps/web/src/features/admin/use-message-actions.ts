import type { ContactMessageEntry, ContactStatus } from '@storyloom/domain';
import { toast } from 'sonner';
import { useDeleteMessage, useUpdateMessageStatus } from './api';
import { useT } from './i18n';

/** Status changes and deletion of a contact message, each with a success or failure toast. */
export function useMessageActions() {
  const update = useUpdateMessageStatus();
  const remove = useDeleteMessage();
  const t = useT();

  /** Resolves with the updated message, or null when the change failed (the toast said so). */
  async function setStatus(
    message: ContactMessageEntry,
    status: ContactStatus,
    { quiet = false } = {},
  ): Promise<ContactMessageEntry | null> {
    try {
      const updated = await update.mutateAsync({ id: message.id, status });
      if (!quiet) toast.success(t('statusUpdated.title'), { description: t('statusUpdated.text', { status }) });
      return updated;
    } catch {
      toast.error(t('updateFailed.title'), { description: t('updateFailed.text') });
      return null;
    }
  }

  async function deleteMessage(message: ContactMessageEntry): Promise<boolean> {
    try {
      await remove.mutateAsync(message.id);
      toast.success(t('deleted.title'), { description: t('deleted.text') });
      return true;
    } catch {
      toast.error(t('deleteFailed.title'), { description: t('deleteFailed.text') });
      return false;
    }
  }

  return { setStatus, deleteMessage, deleting: remove.isPending };
}
