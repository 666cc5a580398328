import { guardDecision } from '@storyloom/domain';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCommonT } from '@/i18n';
import { useMe } from '@/lib/me';

/** True when the guard would decide differently for a guest and a signed-in user. */
function dependsOnAuth(pathname: string): boolean {
  return JSON.stringify(guardDecision(pathname, true)) !== JSON.stringify(guardDecision(pathname, false));
}

function AuthLoading() {
  const t = useCommonT();
  return (
    <main id="main" className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="sr-only">{t('shell.brand')}</h1>
      <Spinner className="size-8" />
      <p role="status" className="text-muted-foreground">
        {t('shell.authLoading')}
      </p>
      <Link to="/" className="text-sm font-medium text-link underline-offset-4 hover:underline">
        {t('shell.continueAsGuest')}
      </Link>
    </main>
  );
}

/** The route guard: one decision per location (show, or redirect), from the domain's guardDecision. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const me = useMe();
  // Pages that look the same to guests and users (the landing page, say) need not wait for /api/me.
  if (me.isPending && dependsOnAuth(pathname)) return <AuthLoading />;
  const decision = guardDecision(pathname, Boolean(me.data));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace={decision.replace} />;
  return <Outlet />;
}
