import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { EmptyState, QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { studioListQueryOptions } from './api';
import { CourseRows } from './course-rows';
import { useT } from './i18n';
import { ImportCourse } from './import-course';

/** /studio (instructors and admins): my courses with their status and numbers, and "New course". */
export function StudioPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(studioListQueryOptions(page));
  const data = query.data;
  const t = useT();
  const pager = {
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: (n: number) => t('pager.page', { n }),
    nav: t('pager.nav'),
  };

  return (
    <BackOfficePage title={t('list.title')} intro={t('list.intro')}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/studio/courses/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t('list.newCourse')}
        </Link>
        <ImportCourse />
      </div>
      <QueryState query={query} text={{ failed: t('list.loadFailed'), retry: t('retry'), loading: t('list.loading') }}>
        {(list) =>
          list.total === 0 ? (
            <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
          ) : (
            <CourseRows items={list.items} loading={query.isPlaceholderData} />
          )
        }
      </QueryState>
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} labels={pager} />}
    </BackOfficePage>
  );
}
