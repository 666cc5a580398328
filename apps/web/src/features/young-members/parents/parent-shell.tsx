import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { docTitle } from '@/lib/utils';
import { useT } from '../i18n';

/** The frame of both parent pages: a narrow column for reading, the page title as its heading. */
export function ParentShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex-1 px-4 py-8 md:py-12">
      <title>{docTitle(title)}</title>
      {/* A parent's link carries its credential: the page is never for search engines. */}
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A forged, expired, used or dead link: the server's reason (or ours), and where to go instead. */
export function InvalidLink({ message }: { message?: string }) {
  const t = useT();
  return (
    <Card role="alert" className="flex flex-col gap-3 p-6">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
        {t('invalidLink.title')}
      </p>
      <p>{message ?? t('invalidLink.message')}</p>
      <p className="text-sm text-muted-foreground">{t('invalidLink.help')}</p>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        {t('invalidLink.home')}
      </Link>
    </Card>
  );
}
