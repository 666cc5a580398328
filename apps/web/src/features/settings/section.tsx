import type { Page } from '@storyloom/domain';
import { Fragment, type ReactNode } from 'react';
import { Pager, type PagerLabels } from '@/components/pager';
import { QueryState, type QueryStateText } from '@/components/query-state';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useT } from './i18n';

/** A settings query that failed: reload the page. */
export function useQueryText(): QueryStateText {
  const t = useT();
  return { failed: t('loadFailed') };
}

/** One titled block of a settings tab. */
export function SettingsSection({
  title,
  hint,
  action,
  children,
  headingLevel = 2,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading className="text-lg font-semibold">{title}</Heading>
          {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A settings list a page at a time (team members, domains): its rows, then Previous / Next. */
export function PagedList<T extends { id: string }>({
  query,
  page,
  onPage,
  children,
}: {
  query: { data: Page<T> | undefined; error: unknown; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const t = useT();
  const queryText = useQueryText();
  const pagerLabels: PagerLabels = {
    previous: t('previous'),
    next: t('next'),
    pageOf: (current, pages) => t('pageOf', { page: current, pages }),
  };
  return (
    <QueryState query={query} text={queryText}>
      {(data) => (
        <>
          <ul className="divide-y divide-border">
            {data.items.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
            labels={pagerLabels}
            spread
            className="mt-4"
          />
        </>
      )}
    </QueryState>
  );
}
