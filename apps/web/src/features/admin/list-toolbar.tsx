import { Download, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useT } from './i18n';
import type { ListState } from './use-list-state';

type ListToolbarProps = {
  state: ListState;
  searchLabel: string;
  refreshing: boolean;
  exporting: boolean;
  onRefresh: () => void;
  onExport: () => void;
  /** Extra controls between the search and the buttons (the status filter). */
  children?: ReactNode;
};

/** Search (Enter or the button runs it), then Refresh and Export CSV. */
export function ListToolbar({
  state,
  searchLabel,
  refreshing,
  exporting,
  onRefresh,
  onExport,
  children,
}: ListToolbarProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <search className="flex flex-1">
        <form
          className="flex flex-1 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            state.applySearch();
          }}
        >
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              value={state.draft}
              onChange={(event) => state.setDraft(event.target.value)}
              className="ps-9"
            />
          </div>
          <Button type="submit" variant="outline">
            {t('common.search')}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap gap-2">
        {children}
        <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
          {t('common.refresh')}
        </Button>
        <Button onClick={onExport} disabled={exporting}>
          <Download aria-hidden="true" />
          {t('common.exportCsv')}
        </Button>
      </div>
    </div>
  );
}
