import { pageCount, paginationWindow } from '@storyloom/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type PagerLabels = {
  previous: string;
  next: string;
  /** "Page 2 of 5": shown between the buttons, and the navigation's name unless `nav` is given. */
  pageOf?: (page: number, pages: number) => string;
  /** The name of each page-number button; with it the pager shows the numbers instead of "Page x of y". */
  page?: (n: number) => string;
  nav?: string;
};

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
  /** The Previous and Next buttons' look. */
  variant?: Extract<ButtonVariant, 'outline' | 'ghost'>;
  /** Previous and Next at the two ends of the row instead of centred. */
  spread?: boolean;
  className?: string;
};

/**
 * Previous / Next between the pages of a list, with "Page x of y" or the page numbers (at most five,
 * in a window that slides with the current page). Renders nothing when everything fits on one page.
 */
export function Pager({ page, pageSize, total, onPage, labels, variant = 'outline', spread, className }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const pageOf = labels.pageOf?.(page, pages);
  const numberLabel = labels.page;
  return (
    <nav
      aria-label={labels.nav ?? pageOf}
      className={cn('flex flex-wrap items-center gap-2', spread ? 'justify-between' : 'justify-center', className)}
    >
      <Button variant={variant} size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {labels.previous}
      </Button>
      {numberLabel ? (
        <span className="flex flex-wrap items-center gap-1">
          {paginationWindow(page, pages).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === page ? 'primary' : 'ghost'}
              className="min-w-8"
              aria-label={numberLabel(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          ))}
        </span>
      ) : (
        pageOf && <span className="text-sm text-muted-foreground">{pageOf}</span>
      )}
      <Button variant={variant} size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
