import { type AiGeneration, type AiGenerationTool, aiText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { HISTORY_PAGE_SIZE, historyQueryOptions } from '../api';

type HistoryListProps = {
  tool: AiGenerationTool;
  /** A one-line summary of a generation's inputs, e.g. its prompt. */
  summarize: (generation: AiGeneration) => string;
  onOpen: (generation: AiGeneration) => void;
  activeId?: string;
};

const h = aiText.history;

/** The user's saved generations of one tool, newest first, a page at a time; each can be reopened. */
export function HistoryList({ tool, summarize, onOpen, activeId }: HistoryListProps) {
  const [page, setPage] = useState(1);
  const { data } = useQuery(historyQueryOptions(tool, page));
  const { shortTime } = useDateFormat();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const headingId = `history-${tool}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium">
        <History aria-hidden="true" className="size-4" />
        {h.title}
      </h3>
      {data && data.items.length === 0 && <p className="text-sm text-muted-foreground">{h.empty}</p>}
      <ul className="flex flex-col divide-y divide-border" data-testid={`history-${tool}`}>
        {data?.items.map((g) => (
          <li key={g.id} className="flex items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm">{summarize(g)}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={g.createdAt}>{shortTime(g.createdAt)}</time>
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen(g)}
              aria-current={g.id === activeId ? 'true' : undefined}
              aria-label={`${h.open}: ${summarize(g)}`}
            >
              {h.open}
            </Button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {h.previous}
          </Button>
          <span className="text-muted-foreground">{h.pageOf(page, pages)}</span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {h.next}
          </Button>
        </div>
      )}
    </section>
  );
}
