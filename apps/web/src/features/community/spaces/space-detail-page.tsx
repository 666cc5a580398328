import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { HiddenLabel, ItemSafetyMenu, menuLabels } from '@/features/safety';
import { errorMessage } from '@/lib/api';
import { cn, docTitle } from '@/lib/utils';
import { communityKeys } from '../api/keys';
import { setMembership, spaceQueryOptions } from '../api/spaces';
import { Composer } from '../feed/composer';
import { FeedList } from '../feed/feed-list';
import { useT } from '../i18n';
import { useCommunityLive } from '../live/use-community-live';
import { SpaceMembers } from './space-members';
import { SpaceSettings } from './space-settings';
import { SpaceIcon } from './spaces-view';

const tabClass = cn(
  '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground',
  'data-[state=active]:border-primary data-[state=active]:text-foreground',
);

/** /spaces/{spaceId}: banner, icon, name, description, real member count; Posts, Members, Settings. */
export function SpaceDetailPage() {
  const t = useT();
  const { spaceId = '' } = useParams();
  useCommunityLive();
  const queryClient = useQueryClient();
  const query = useQuery(spaceQueryOptions(spaceId));
  const membership = useMutation({
    mutationFn: (join: boolean) => setMembership(spaceId, join),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.spaces() });
      void queryClient.invalidateQueries({ queryKey: communityKeys.me() });
    },
    onError: (error) => toast.error(errorMessage(error, t('loadFailed'))),
  });

  const back = (
    <Link to="/spaces" className="inline-flex items-center gap-1 text-sm text-link hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('spaces.back')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  // A failed lookup shows the not-found state too.
  const space = query.data;
  if (!space) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-10">
        <title>{docTitle(t('spaces.notFound'))}</title>
        {back}
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center">
          <h1 className="text-xl font-semibold">{t('spaces.notFound')}</h1>
          <p className="text-muted-foreground">{t('spaces.notFoundText')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 md:px-6">
      <title>{docTitle(space.name)}</title>
      <div className="flex items-center justify-between gap-2">
        {back}
        {/* Report (issue 16), for anyone but the space's admin. */}
        {space.role !== 'admin' && (
          <ItemSafetyMenu label={menuLabels.space} report={{ surface: 'space', itemId: space.id }} />
        )}
      </div>
      <section className="overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
        <div className="h-28 md:h-36" style={{ backgroundColor: space.color }} data-testid="space-banner" />
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
          <div className="-mt-14 rounded-xl bg-surface p-1 sm:-mt-16">
            <SpaceIcon space={space} size="lg" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight">{space.name}</h1>
            <p className="text-muted-foreground">{space.description || t('spaces.noDescription')}</p>
            <p className="text-sm font-medium" data-testid="member-count">
              {t('spaces.members', { count: space.memberCount })}
            </p>
          </div>
          {space.isJoined ? (
            space.role !== 'admin' && (
              <Button variant="outline" disabled={membership.isPending} onClick={() => membership.mutate(false)}>
                {t('spaces.leave')}
              </Button>
            )
          ) : (
            <Button disabled={membership.isPending} onClick={() => membership.mutate(true)}>
              {t('spaces.join')}
            </Button>
          )}
        </div>
        <HiddenLabel item={space} own={space.role === 'admin'} className="mx-4 mb-4" />
      </section>
      <Tabs.Root defaultValue="posts" className="flex flex-col gap-4">
        <Tabs.List aria-label={t('spaces.sections')} className="flex border-b border-border">
          <Tabs.Trigger value="posts" className={tabClass}>
            {t('spaces.tabs.posts')}
          </Tabs.Trigger>
          <Tabs.Trigger value="members" className={tabClass}>
            {t('spaces.tabs.members')}
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" className={tabClass}>
            {t('spaces.tabs.settings')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="posts" className="flex flex-col gap-4">
          <Composer spaceId={space.id} />
          <FeedList
            params={{ chip: 'all', spaceId: space.id }}
            empty={{ title: t('spaces.noPostsYet'), text: t('spaces.beFirstToPost') }}
          />
        </Tabs.Content>
        <Tabs.Content value="members">
          <SpaceMembers spaceId={space.id} count={space.memberCount} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SpaceSettings key={space.id + space.name} space={space} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
