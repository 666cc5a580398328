import { adminMessages, type ContactStatus } from '@storyloom/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<ContactStatus, BadgeTone> = { unread: 'warning', read: 'neutral', responded: 'success' };

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={tones[status]}>{adminMessages.statusLabels[status]}</Badge>;
}
