import { certificatePaths } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { myCertificatesQueryOptions } from './api';
import { useT } from './i18n';
import { useIssuedDay } from './issued-day';

/**
 * The signed-in learner's certificates, for the learning dashboard and the profile: each with its
 * PDF and its public verification page. `headingLevel` fits it under the page's own headings.
 */
export function MyCertificates({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const t = useT();
  const issuedDay = useIssuedDay();
  const query = useInfiniteQuery(myCertificatesQueryOptions);
  const items = query.data?.pages.flatMap((page) => page.items);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <Heading id={titleId} className="text-xl font-semibold">
        {t('list.title')}
      </Heading>
      <QueryState
        query={{ ...query, data: items }}
        text={{ failed: t('list.failed'), retry: t('retry'), loading: t('list.loading') }}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {list.map((c) => (
                <li key={c.id}>
                  <Card className="flex h-full flex-col gap-3 p-4">
                    <div className="flex flex-col gap-1">
                      <ItemHeading className="font-semibold break-words">{c.courseTitle}</ItemHeading>
                      <p className="text-sm text-muted-foreground">
                        {t('list.instructor', { name: c.instructorName })}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        <time dateTime={c.issuedAt}>{t('list.issued', { date: issuedDay(c.issuedAt) })}</time>
                      </p>
                    </div>
                    <div className="mt-auto flex flex-wrap gap-2">
                      <a
                        href={certificatePaths.pdf(c.id)}
                        download
                        aria-label={t('list.downloadLabel', { course: c.courseTitle })}
                        className={buttonVariants({ size: 'sm' })}
                      >
                        <Download aria-hidden="true" />
                        {t('list.download')}
                      </a>
                      <Link
                        to={certificatePaths.page(c.id)}
                        aria-label={t('list.verifyLabel', { course: c.courseTitle })}
                        className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      >
                        <ExternalLink aria-hidden="true" />
                        {t('list.verify')}
                      </Link>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <LoadMore query={query} label={t('list.more')} loadingLabel={t('list.loadingMore')} />
    </section>
  );
}
