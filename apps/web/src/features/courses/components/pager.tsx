import { uiText } from '@storyloom/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

const t = uiText.courses;

type PagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous / next between pages; renders nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.pageOf(page, pages)} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t.previousPage}
      </Button>
      <span className="text-sm text-muted-foreground">{t.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.nextPage}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
