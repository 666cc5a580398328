import { isCommunityPath } from '@storyloom/domain';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { ParentLinkBanner } from '@/features/young-members';
import { useCommonT } from '@/i18n';
import { useMe } from '@/lib/me';
import { MobileMenu } from './mobile-menu';
import { SidebarContent } from './sidebar';
import { UserMenuPlaceholder } from './user-menu-face';

// The menu's code (Radix) loads after the shell; until then its button's look holds the place (issue 20).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The signed-in layout: header with the user menu, sidebar (a drawer below 768 px), page. */
export function AppLayout() {
  const t = useCommonT();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  // The guard only lets signed-in users in; this covers the instant of signing out.
  if (!me) return null;
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Signed-in pages, member profiles among them, are never indexed (docs/decisions/1552). */}
      <meta name="robots" content="noindex" />
      <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
        <div className="flex h-(--header-height) items-center gap-2 px-4">
          <MobileMenu>
            <SidebarContent me={me} />
          </MobileMenu>
          <BrandLink />
          <div className="ms-auto">
            <Suspense fallback={<UserMenuPlaceholder me={me} />}>
              <UserMenu me={me} />
            </Suspense>
          </div>
        </div>
      </header>
      {/* Community paths get a secondary bar; it holds no items yet. It scrolls with the page so the
          sticky header stays one row tall and never hides a focused control (docs/decisions/2103). */}
      {isCommunityPath(pathname) && (
        <nav aria-label={t('shell.communityNav')} className="h-11 border-b border-border" />
      )}
      <div className="flex flex-1">
        <aside className="hidden w-64 shrink-0 border-e border-border bg-surface p-4 md:flex">
          <SidebarContent me={me} />
        </aside>
        {/* The bottom padding keeps the end of every page clear of the floating connection button. */}
        <main id="main" className="min-w-0 flex-1 pb-20">
          <ParentLinkBanner me={me} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
