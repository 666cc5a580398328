import type { ContactStatus } from '@storyloom/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { type AdminKey, useT } from './i18n';

const tones: Record<ContactStatus, BadgeTone> = { unread: 'warning', read: 'neutral', responded: 'success' };

/** A contact status's label, by status. */
export const STATUS_LABELS = {
  unread: 'status.unread',
  read: 'status.read',
  responded: 'status.responded',
} as const satisfies Record<ContactStatus, AdminKey>;

export function StatusBadge({ status }: { status: ContactStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(STATUS_LABELS[status])}</Badge>;
}
