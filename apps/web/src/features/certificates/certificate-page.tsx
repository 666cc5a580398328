import type { PublicCertificate } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { docTitle } from '@/lib/utils';
import { certificateQueryOptions } from './api';
import { T, useT } from './i18n';
import { useIssuedDay } from './issued-day';

function Verified({ certificate }: { certificate: PublicCertificate }) {
  const t = useT();
  const issuedDay = useIssuedDay();
  return (
    <article
      aria-labelledby="certificate-title"
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-primary/40 bg-surface px-5 py-10 text-center shadow-sm sm:px-10"
    >
      <p className="inline-flex items-start gap-2 rounded-xl bg-success/10 px-4 py-1.5 text-sm font-medium text-green-800 dark:text-success">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('page.genuine')}
      </p>
      <h1 id="certificate-title" className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">
        {t('page.title')}
      </h1>
      <p className="mt-4 text-muted-foreground">{t('page.certifies')}</p>
      <p className="text-2xl font-bold break-words md:text-3xl">{certificate.learnerName}</p>
      <p className="text-muted-foreground">{t('page.completed')}</p>
      <p className="text-xl font-semibold break-words md:text-2xl">{certificate.courseTitle}</p>
      <p className="mt-4">
        <T
          k="page.issuedOn"
          values={{ date: issuedDay(certificate.issuedAt) }}
          components={{ time: <time dateTime={certificate.issuedAt} /> }}
        />
      </p>
      <p className="text-xs break-all text-muted-foreground">{t('page.number', { id: certificate.id })}</p>
    </article>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('page.notFoundTitle')}</h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        {t('page.notFoundHelp')}
      </p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        {t('page.backHome')}
      </Link>
    </div>
  );
}

/** /certificates/:certificateId (issue 17): anyone checks a certificate; nothing else about the learner shows. */
export function CertificatePage() {
  const { certificateId = '' } = useParams();
  const query = useQuery(certificateQueryOptions(certificateId));
  const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
  const t = useT();
  return (
    <div className="flex-1 px-4 py-10 md:py-16">
      <title>{docTitle(t(missing ? 'page.notFoundTitle' : 'page.title'))}</title>
      {/* A person's name: for whoever has the link, not for search engines. */}
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-2xl">
        {query.data ? (
          <Verified certificate={query.data} />
        ) : missing ? (
          <NotFound />
        ) : (
          <>
            <h1 className="text-center text-3xl font-extrabold tracking-tight">{t('page.title')}</h1>
            <QueryState
              query={query}
              text={{ failed: t('page.failed'), retry: t('retry'), loading: t('page.loading') }}
            />
          </>
        )}
      </div>
    </div>
  );
}
