import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

type ListTableProps = {
  caption: string;
  columns: readonly string[];
  loading: boolean;
  loadingText: string;
  empty: boolean;
  emptyText: string;
  /** 'Clear search' or 'Clear filters', shown in the empty row while a search or filter is active. */
  clearLabel?: string;
  onClear?: () => void;
  children: ReactNode;
};

/** A table with a loading row, and an empty row that can clear the search; scrolls sideways on narrow screens. */
export function ListTable(props: ListTableProps) {
  const { caption, columns, loading, loadingText, empty, emptyText, clearLabel, onClear, children } = props;
  const span = columns.length;
  return (
    <Card className="overflow-hidden">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section aria-label={caption} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {loading ? (
              <tr>
                <td colSpan={span} className="px-4 py-10 text-center text-muted-foreground">
                  <span className="inline-flex items-center gap-2" role="status">
                    <Spinner className="size-4" />
                    {loadingText}
                  </span>
                </td>
              </tr>
            ) : empty ? (
              <tr>
                <td colSpan={span} className="px-4 py-10 text-center">
                  <p className="text-muted-foreground">{emptyText}</p>
                  {clearLabel && onClear && (
                    <Button variant="link" className="mt-2" onClick={onClear}>
                      {clearLabel}
                    </Button>
                  )}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

export const cellClass = 'px-4 py-3 align-top';
