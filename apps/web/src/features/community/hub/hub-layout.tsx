import { COMMUNITY_TABS } from '@storyloom/domain';
import { Calendar, LayoutList, PenSquare, Trophy, Users, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn, docTitle } from '@/lib/utils';
import { useT } from '../i18n';
import { useCommunityLive } from '../live/use-community-live';
import { NotificationBell } from './notification-bell';
import { ProfileSummary } from './profile-summary';
import { RightColumn } from './right-column';

const ICONS = { feed: LayoutList, spaces: UsersRound, members: Users, events: Calendar, leaderboard: Trophy } as const;

/** The desktop-only navigation column of the hub. */
function HubSidebar() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('sidebarNav')} className="rounded-xl border border-border bg-surface p-2 shadow-sm">
        <ul className="flex flex-col gap-1">
          {COMMUNITY_TABS.map((tab) => {
            const Icon = ICONS[tab.value];
            return (
              <li key={tab.value}>
                <NavLink
                  to={tab.path}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium [&_svg]:size-4',
                      isActive
                        ? 'bg-muted text-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon aria-hidden="true" />
                  {t(`tabs.${tab.value}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <ProfileSummary />
    </div>
  );
}

/**
 * The frame of every community screen: a header with the bell and New Post, the hub's sidebar and
 * right column on wide screens, and live updates while it is on screen.
 */
export function HubLayout({
  title,
  onNewPost,
  tabs,
  children,
}: {
  title: string;
  onNewPost: () => void;
  tabs?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  useCommunityLive();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6">
      <title>{docTitle(title)}</title>
      <header className="mb-4 flex flex-wrap items-center gap-3">
        {/* No min-w-0: the title keeps its longest word's width, so at 320 px the bell and New Post
            wrap onto the next line instead of covering the heading (WCAG 1.4.10). */}
        <div className="flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{title}</h1>
          <p className="hidden text-sm text-muted-foreground sm:block">{t('hubSubtitle')}</p>
        </div>
        <NotificationBell />
        <Button onClick={onNewPost}>
          <PenSquare aria-hidden="true" />
          {t('newPost')}
        </Button>
      </header>
      {tabs}
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[14rem_minmax(0,1fr)_17rem]">
        <aside className="hidden xl:block" aria-label={t('sidebarLabel')}>
          <HubSidebar />
        </aside>
        <div className="min-w-0">{children}</div>
        <aside className="hidden lg:block" aria-label={t('highlightsLabel')}>
          <RightColumn onCreatePost={onNewPost} />
        </aside>
      </div>
    </div>
  );
}
