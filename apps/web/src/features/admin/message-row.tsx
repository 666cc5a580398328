import { type ContactMessageEntry, type ContactStatus, nextContactStatus } from '@storyloom/domain';
import { Eye, MailCheck, MailOpen, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { type AdminKey, useT } from './i18n';
import { cellClass } from './list-table';
import { StatusBadge } from './status-badge';

const advanceIcons = { unread: MailOpen, read: MailCheck, responded: RotateCcw } as const;

/** The row action that moves a message on from this status. */
const advanceLabels = {
  unread: 'statusAction.unread',
  read: 'statusAction.read',
  responded: 'statusAction.responded',
} as const satisfies Record<ContactStatus, AdminKey>;

type MessageRowProps = {
  message: ContactMessageEntry;
  onView: () => void;
  onAdvance: () => void;
  onDelete: () => void;
};

export function MessageRow({ message, onView, onAdvance, onDelete }: MessageRowProps) {
  const AdvanceIcon = advanceIcons[message.status];
  const t = useT();
  const advanceLabel = t(advanceLabels[message.status]);
  const { dateTime } = useDateFormat();
  return (
    <tr className={message.status === 'unread' ? 'bg-primary/5 font-medium' : 'hover:bg-muted/40'}>
      <td className={`${cellClass} whitespace-nowrap`}>{message.name}</td>
      <td className={`${cellClass} max-w-56 truncate`} title={message.email}>
        {message.email}
      </td>
      <td className={`${cellClass} max-w-56 truncate`}>{message.subject || t('messages.noSubject')}</td>
      <td className={cellClass}>
        <StatusBadge status={message.status} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{dateTime(message.createdAt)}</td>
      <td className={`${cellClass} py-2`}>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('messages.view')}
            title={t('messages.view')}
            onClick={onView}
          >
            <Eye aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={advanceLabel}
            title={advanceLabel}
            data-next-status={nextContactStatus(message.status)}
            onClick={onAdvance}
          >
            <AdvanceIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive!"
            aria-label={t('messages.deleteMessage')}
            title={t('messages.deleteMessage')}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}
