import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useCommonT } from '@/i18n';
import { docTitle } from '@/lib/utils';

/** A developer's log line, not shown to readers. */
const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

export function NotFoundPage() {
  const t = useCommonT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(NOT_FOUND_LOG, pathname);
  }, [pathname]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{docTitle(t('notFound.text'))}</title>
      <h1 className="text-6xl font-extrabold tracking-tight text-primary">{t('notFound.code')}</h1>
      <p className="text-xl text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/" className={buttonVariants({ className: 'mt-2' })}>
        {t('notFound.returnHome')}
      </Link>
    </div>
  );
}
