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
import { certificateText as t } from './copy';
import { issuedDay } from './issued-day';

/**
 * The signed-in learner's certificates, for the learning dashboard and the profile: each with its
 * PDF and its public verification page. `headingLevel` fits it under the page's own headings.
 */
export function MyCertificates({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const query = useInfiniteQuery(myCertificatesQueryOptions);
  const items = query.data?.pages.flatMap((page) => page.items);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <Heading id={titleId} className="text-xl font-semibold">
        {t.listTitle}
      </Heading>
      <QueryState
        query={{ ...query, data: items }}
        text={{ failed: t.listFailed, retry: t.retry, loading: t.listLoading }}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.emptyTitle} text={t.emptyText} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {list.map((c) => (
                <li key={c.id}>
                  <Card className="flex h-full flex-col gap-3 p-4">
                    <div className="flex flex-col gap-1">
                      <ItemHeading className="font-semibold break-words">{c.courseTitle}</ItemHeading>
                      <p className="text-sm text-muted-foreground">{t.instructor(c.instructorName)}</p>
                      <p className="text-sm text-muted-foreground">
                        <time dateTime={c.issuedAt}>{t.issued(issuedDay(c.issuedAt))}</time>
                      </p>
                    </div>
                    <div className="mt-auto flex flex-wrap gap-2">
                      <a
                        href={certificatePaths.pdf(c.id)}
                        download
                        aria-label={t.downloadLabel(c.courseTitle)}
                        className={buttonVariants({ size: 'sm' })}
                      >
                        <Download aria-hidden="true" />
                        {t.download}
                      </a>
                      <Link
                        to={certificatePaths.page(c.id)}
                        aria-label={t.verifyLabel(c.courseTitle)}
                        className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      >
                        <ExternalLink aria-hidden="true" />
                        {t.verify}
                      </Link>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <LoadMore query={query} label={t.more} loadingLabel={t.loadingMore} />
    </section>
  );
}
