import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { useCommonT } from '@/i18n';
import { useMe } from '@/lib/me';
import { cn } from '@/lib/utils';
import { MobileMenu } from './mobile-menu';

// Guests never need the menu code, so it loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const links = [
  { to: '/', label: 'shell.home' },
  { to: '/programs', label: 'shell.programs' },
  { to: '/courses', label: 'shell.courses' },
  { to: '/community', label: 'shell.community' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
  );

function NavLinks({ className }: { className?: string }) {
  const t = useCommonT();
  return (
    <nav aria-label={t('shell.mainNav')} className={className}>
      {links.map(({ to, label }) => (
        <NavLink key={to} to={to} end className={linkClass}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}

function GuestActions({ className }: { className?: string }) {
  const t = useCommonT();
  return (
    <div className={className}>
      <Link to="/login" className={buttonVariants({ variant: 'ghost' })}>
        {t('shell.signIn')}
      </Link>
      <Link to="/register" className={buttonVariants()}>
        {t('shell.signUp')}
      </Link>
    </div>
  );
}

function PublicHeader() {
  const { data: me, isPending } = useMe();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center gap-2 px-4">
        <MobileMenu>
          <NavLinks className="flex flex-col gap-1" />
          {!isPending && !me && <GuestActions className="mt-2 flex flex-col gap-2" />}
          {!isPending && !me && <LanguageSwitcher className="mt-2 md:hidden" />}
        </MobileMenu>
        <BrandLink />
        <NavLinks className="ms-6 hidden items-center gap-1 md:flex" />
        <div className="ms-auto flex items-center gap-2">
          {!isPending && !me && <LanguageSwitcher className="hidden md:flex" />}
          <ThemeToggle />
          {me ? (
            <Suspense fallback={<span className="size-10" />}>
              <UserMenu me={me} />
            </Suspense>
          ) : (
            !isPending && <GuestActions className="hidden items-center gap-2 md:flex" />
          )}
        </div>
      </div>
    </header>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      {/* The bottom padding keeps the end of every page clear of the floating connection button. */}
      <main id="main" className="flex flex-1 flex-col pb-20">
        <Outlet />
      </main>
    </div>
  );
}
