import { ChevronDown } from 'lucide-react';
import { type ReactNode, Suspense, useId } from 'react';
import { EmptyState } from '@/components/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '../i18n';

type ChartFigureProps = {
  title: string;
  /** One visible sentence that says what the chart shows: the first text alternative. */
  summary?: string;
  /** When set, the chart and its table are replaced by this empty state. */
  empty?: { title: string; text: string } | null;
  chart: ReactNode;
  table: ReactNode;
};

/**
 * One chart with a heading, a sentence that sums it up, and its figures as a table behind a
 * disclosure: screen readers skip the SVG (aria-hidden) and read the table instead.
 */
export function ChartFigure({ title, summary, empty, chart, table }: ChartFigureProps) {
  const id = useId();
  const t = useT();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {empty ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        <>
          {summary && <p className="text-sm text-muted-foreground">{summary}</p>}
          <div aria-hidden="true" className="h-64 w-full min-w-0">
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              {chart}
            </Suspense>
          </div>
          <details className="group rounded-lg border border-border">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
              {t('analytics.showTable')}
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-1 pb-2">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}

/** A data table that scrolls sideways on a narrow screen (reachable by keyboard when it does). */
export function FiguresTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** The header cells; `numeric` ones are aligned to the end. */
  columns: ReadonlyArray<{ label: string; numeric?: boolean }>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section aria-label={t('analytics.tableRegion', { caption })} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={c.numeric ? 'px-3 py-2 text-end font-semibold' : 'px-3 py-2 font-semibold'}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
}

export const cell = 'px-3 py-2 align-top';
export const numericCell = 'px-3 py-2 text-end align-top tabular-nums';
