import { uiText } from '@storyloom/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

const t = uiText.community;

/** A centred message for an empty list: a title and, optionally, a line of help. */
export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <p className="font-semibold">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
      {children}
    </div>
  );
}

/** Loading and error states of a query, or its content. */
export function QueryBoundary({
  query,
  children,
  className,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
  className?: string;
}) {
  if (query.isPending) {
    return (
      <div className={cn('flex justify-center py-8', className)} role="status">
        <Spinner />
        <span className="sr-only">{t.loading}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={cn('flex flex-col items-center gap-2 py-8 text-sm', className)} role="alert">
        <p>{t.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

/** "Load more" for an infinite query; hidden when there is nothing more. */
export function LoadMore({
  query,
  label = t.loadMore,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        {query.isFetchingNextPage ? t.loading : label}
      </Button>
    </div>
  );
}
