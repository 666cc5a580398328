import { Button } from '@/components/ui/button';

type InfiniteQueryLike = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** "Load more" under an infinite query's list; hidden when there is nothing more. */
export function LoadMore({
  query,
  label,
  loadingLabel,
}: {
  query: InfiniteQueryLike;
  label: string;
  loadingLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        {query.isFetchingNextPage ? loadingLabel : label}
      </Button>
    </div>
  );
}
