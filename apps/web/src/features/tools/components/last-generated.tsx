import { type AiGenerationTool, aiMessages } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { historyQueryOptions } from '../api';
import { Badge } from '../ui/badge';

/** The time of day, with the date in front when it was not today. */
export function shortTime(iso: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === new Date().toDateString() ? time : `${at.toLocaleDateString()} ${time}`;
}

/** 'Last generated' with the time of the newest saved generation of this tool, or 'Never'. */
export function LastGenerated({ tool }: { tool: AiGenerationTool }) {
  const { data } = useQuery(historyQueryOptions(tool, 1));
  const latest = data?.items[0]?.createdAt;
  return (
    <Badge data-testid="last-generated">
      <Clock aria-hidden="true" className="size-3" />
      {aiMessages.lastGenerated}: {latest ? <time dateTime={latest}>{shortTime(latest)}</time> : aiMessages.never}
    </Badge>
  );
}
