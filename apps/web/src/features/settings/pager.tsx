import { settingsText } from '@storyloom/domain';
import { Button } from '@/components/ui/button';

/** Previous / Next under a list, shown only when there is more than one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {settingsText.previous}
      </Button>
      <span className="text-sm text-muted-foreground">{settingsText.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {settingsText.next}
      </Button>
    </div>
  );
}
