import { adminText, pageCount, paginationWindow } from '@storyloom/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PaginationProps = { page: number; total: number; pageSize: number; onPage: (page: number) => void };

/** Spec 001 §9: shown only with more than one page; at most five numbers in a sliding window. */
export function Pagination({ page, total, pageSize, onPage }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={adminText.pagination} className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {adminText.previous}
      </Button>
      {paginationWindow(page, pages).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? 'primary' : 'ghost'}
          className="min-w-8"
          aria-label={adminText.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {adminText.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
