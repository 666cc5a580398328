import { COMMUNITY_TABS, type CommunityTab, tabFromCommunityHash } from '@storyloom/domain';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/utils';
import { EventsView } from '../events/events-view';
import { FeedView } from '../feed/feed-view';
import { useT } from '../i18n';
import { LeaderboardView } from '../leaderboard/leaderboard-view';
import { MembersView } from '../members/members-view';
import { SpacesView } from '../spaces/spaces-view';
import { HubLayout } from './hub-layout';

type HubTab = CommunityTab;

/** The hash 'spaces' selects Spaces, on arrival and on any later hash change. */
function useHashTab(onTab: (tab: HubTab) => void) {
  const { hash } = useLocation();
  useEffect(() => {
    const fromHash = tabFromCommunityHash(hash);
    if (fromHash === 'spaces') onTab(fromHash);
  }, [hash, onTab]);
  useEffect(() => {
    const onHashChange = () => {
      if (tabFromCommunityHash(window.location.hash) === 'spaces') onTab('spaces');
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [onTab]);
}

/**
 * The community hub. On /community the tabs are local state; /feed, /spaces, /members and
 * /leaderboard open it on their tab and switching tabs goes to the tab's path. Events always
 * navigates to /events.
 */
function CommunityPage({ routeTab }: { routeTab?: HubTab }) {
  const t = useT();
  const navigate = useNavigate();
  const [localTab, setLocalTab] = useState<HubTab>('feed');
  const tab = routeTab ?? localTab;
  const [focusSignal, setFocusSignal] = useState(0);
  useHashTab(setLocalTab);

  const select = (value: string) => {
    const next = COMMUNITY_TABS.find((x) => x.value === value);
    if (!next) return;
    // Choosing Events navigates to /events.
    if (next.value === 'events' || routeTab) return void navigate(next.path);
    setLocalTab(next.value);
  };
  const newPost = () => {
    if (tab !== 'feed') select('feed');
    setFocusSignal((n) => n + 1);
  };

  const tabs = (
    // The tabs wrap onto a second line on a narrow screen: every one stays in view, none is cut.
    <Tabs.List aria-label={t('tabsLabel')} className="flex flex-wrap gap-x-1 border-b border-border">
      {COMMUNITY_TABS.map((x) => (
        <Tabs.Trigger
          key={x.value}
          value={x.value}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium sm:px-4',
            'border-transparent text-muted-foreground hover:text-foreground',
            'data-[state=active]:border-primary data-[state=active]:text-foreground',
          )}
        >
          {t(`tabs.${x.value}`)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );

  return (
    <Tabs.Root value={tab} onValueChange={select} activationMode="manual">
      <HubLayout title={routeTab ? t(`tabs.${tab}`) : t('hubTitle')} onNewPost={newPost} tabs={tabs}>
        {/* Not a Tab stop: every view starts with controls of its own, and a focused panel taller than the
            screen has no visible outline and scrolls the page (docs/decisions/2102). */}
        <Tabs.Content value={tab} tabIndex={-1}>
          {tab === 'feed' && <FeedView focusSignal={focusSignal} />}
          {tab === 'spaces' && <SpacesView />}
          {tab === 'members' && <MembersView />}
          {tab === 'leaderboard' && <LeaderboardView />}
          {tab === 'events' && <EventsView />}
        </Tabs.Content>
      </HubLayout>
    </Tabs.Root>
  );
}

export const HubPage = () => <CommunityPage />;
export const FeedPage = () => <CommunityPage routeTab="feed" />;
export const SpacesPage = () => <CommunityPage routeTab="spaces" />;
export const MembersPage = () => <CommunityPage routeTab="members" />;
export const LeaderboardPage = () => <CommunityPage routeTab="leaderboard" />;
export const EventsPage = () => <CommunityPage routeTab="events" />;
