import type { AiGenerationTool } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useDateFormat } from '@/lib/use-date-format';
import { historyQueryOptions } from '../api';
import { useT } from '../i18n';

/** 'Last generated' with the time of the newest saved generation of this tool, or 'Never'. */
export function LastGenerated({ tool }: { tool: AiGenerationTool }) {
  const t = useT();
  const { data } = useQuery(historyQueryOptions(tool, 1));
  const latest = data?.items[0]?.createdAt;
  const { shortTime } = useDateFormat();
  return (
    <Badge data-testid="last-generated">
      <Clock aria-hidden="true" className="size-3" />
      {t('messages.lastGenerated')}: {latest ? <time dateTime={latest}>{shortTime(latest)}</time> : t('messages.never')}
    </Badge>
  );
}
