import type { Space } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { communityKeys } from '../api/keys';
import { setMembership, spaceListQueryOptions } from '../api/spaces';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';
import { CreateSpaceDialog } from './create-space-dialog';

export function SpaceIcon({ space, size = 'md' }: { space: Pick<Space, 'icon' | 'color'>; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl',
        size === 'lg' ? 'size-20 text-4xl' : 'size-11 text-2xl',
      )}
      style={{ backgroundColor: `${space.color}26` }}
    >
      {space.icon}
    </span>
  );
}

function YourSpaces() {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(spaceListQueryOptions('joined'));
  const spaces = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState query={query} text={queryText}>
      {spaces.length === 0 ? (
        <EmptyState title={t('spaces.noJoined')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
          {spaces.map((space) => (
            <li key={space.id}>
              <Link to={`/spaces/${space.id}`} className="flex items-center gap-3 p-3 hover:bg-muted">
                <SpaceIcon space={space} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{space.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {t('spaces.members', { count: space.memberCount })}
                    {space.role && space.role !== 'member' && ` · ${t(`spaces.roles.${space.role}`)}`}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} {...loadMore} />
    </QueryState>
  );
}

function DiscoverCard({ space }: { space: Space }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => setMembership(space.id, true),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.spaces() });
      void queryClient.invalidateQueries({ queryKey: communityKeys.me() });
    },
    onError: (error) => toast.error(errorMessage(error, t('loadFailed'))),
  });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <SpaceIcon space={space} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="font-semibold">{space.name}</h3>
          <p className="text-sm text-muted-foreground">
            {t('spaces.members', { count: space.memberCount })} · {t('spaces.posts', { count: space.postCount })}
          </p>
        </div>
        {space.isJoined && <Badge tone="success">{t('spaces.joined')}</Badge>}
      </div>
      <p className="line-clamp-3 text-sm">{space.description || t('spaces.noDescription')}</p>
      {space.categories.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {space.categories.map((c) => (
            <li key={c}>
              <Badge>{c}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto">
        {space.isJoined ? (
          <Button variant="outline" className="w-full" onClick={() => navigate(`/spaces/${space.id}`)}>
            {t('spaces.view')}
          </Button>
        ) : (
          <Button
            className="w-full"
            disabled={join.isPending}
            onClick={() => join.mutate()}
            aria-label={t('spaces.joinNamed', { name: space.name })}
          >
            {t('spaces.join')}
          </Button>
        )}
      </div>
    </li>
  );
}

function DiscoverSpaces() {
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(spaceListQueryOptions('all'));
  const spaces = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState query={query} text={queryText}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {spaces.map((space) => (
          <DiscoverCard key={space.id} space={space} />
        ))}
      </ul>
      <LoadMore query={query} {...loadMore} />
    </QueryState>
  );
}

const tabClass = cn(
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

/** The Spaces tab: Your Spaces and Discover Spaces, and Create Space. */
export function SpacesView() {
  const t = useT();
  return (
    <Tabs.Root defaultValue="yours" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List aria-label={t('spaces.lists')} className="inline-flex rounded-lg bg-muted p-1">
          <Tabs.Trigger value="yours" className={tabClass}>
            {t('spaces.yours')}
          </Tabs.Trigger>
          <Tabs.Trigger value="discover" className={tabClass}>
            {t('spaces.discover')}
          </Tabs.Trigger>
        </Tabs.List>
        <CreateSpaceDialog />
      </div>
      <Tabs.Content value="yours">
        <YourSpaces />
      </Tabs.Content>
      <Tabs.Content value="discover">
        <DiscoverSpaces />
      </Tabs.Content>
    </Tabs.Root>
  );
}
