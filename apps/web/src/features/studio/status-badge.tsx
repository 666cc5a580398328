import type { CourseStatus } from '@storyloom/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { studioText } from './copy';

const tones: Record<CourseStatus, BadgeTone> = { draft: 'warning', published: 'success', archived: 'neutral' };

export function StatusBadge({ status }: { status: CourseStatus }) {
  return <Badge tone={tones[status]}>{studioText.statuses[status]}</Badge>;
}
