import type { CourseStatus } from '@storyloom/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusKeys, useT } from './i18n';

const tones: Record<CourseStatus, BadgeTone> = { draft: 'warning', published: 'success', archived: 'neutral' };

export function StatusBadge({ status }: { status: CourseStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(statusKeys[status])}</Badge>;
}
