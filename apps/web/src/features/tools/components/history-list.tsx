import type { AiGeneration, AiGenerationTool } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { ItemSafetyMenu, menuLabels } from '@/features/safety';
import { useDateFormat } from '@/lib/use-date-format';
import { HISTORY_PAGE_SIZE, historyQueryOptions } from '../api';
import { useT } from '../i18n';

type HistoryListProps = {
  tool: AiGenerationTool;
  /** A one-line summary of a generation's inputs, e.g. its prompt. */
  summarize: (generation: AiGeneration) => string;
  onOpen: (generation: AiGeneration) => void;
  activeId?: string;
};

/** The user's saved generations of one tool, newest first, a page at a time; each can be reopened. */
export function HistoryList({ tool, summarize, onOpen, activeId }: HistoryListProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data } = useQuery(historyQueryOptions(tool, page));
  const { shortTime } = useDateFormat();
  const headingId = `history-${tool}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium">
        <History aria-hidden="true" className="size-4" />
        {t('history.title')}
      </h3>
      {data && data.items.length === 0 && <p className="text-sm text-muted-foreground">{t('history.empty')}</p>}
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
              aria-label={t('history.openItem', { summary: summarize(g) })}
            >
              {t('history.open')}
            </Button>
            {/* A member reports an answer that was harmful (issue 16). */}
            <ItemSafetyMenu
              label={menuLabels.generation(summarize(g))}
              report={{ surface: 'ai_generation', itemId: g.id }}
              className="size-8"
            />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        total={data?.total ?? 0}
        onPage={setPage}
        labels={{
          previous: t('history.previous'),
          next: t('history.next'),
          pageOf: (current, pages) => t('history.pageOf', { page: current, pages }),
        }}
        variant="ghost"
        spread
      />
    </section>
  );
}
