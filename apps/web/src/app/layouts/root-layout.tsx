import { Link, ScrollRestoration } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ConnectionButton } from '@/features/auth/connection-button';
import { SessionKeeper } from '@/features/auth/session-keeper';
import { useCommonT } from '@/i18n';
import { RouteGuard } from '../route-guard';
import { useFocusOnNavigation } from './use-focus-on-navigation';

function AnnouncementBanner() {
  const t = useCommonT();
  return (
    <section
      aria-label={t('shell.announcement')}
      className="bg-primary px-4 py-2 text-center text-sm text-primary-foreground"
    >
      {t('shell.bannerText')}{' '}
      <Link to="/upgrade" className="font-semibold underline underline-offset-4 hover:no-underline">
        {t('shell.bannerLink')}
      </Link>
    </section>
  );
}

export function RootLayout() {
  const t = useCommonT();
  useFocusOnNavigation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <AnnouncementBanner />
      <RouteGuard />
      <ConnectionButton />
      <SessionKeeper />
      <ScrollRestoration />
    </>
  );
}

/** Shown when a route fails to render or its code cannot load (a deploy replaced the chunks, say). */
export function RootErrorBoundary() {
  const t = useCommonT();
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('shell.errorTitle')}</h1>
      <p className="text-muted-foreground">{t('shell.errorText')}</p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </main>
  );
}

/** While the first route's code loads (a few ms): render nothing rather than flash a spinner. */
export function RootHydrateFallback() {
  return null;
}
