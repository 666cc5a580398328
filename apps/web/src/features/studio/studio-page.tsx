import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { EmptyState, QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { studioListQueryOptions } from './api';
import { studioText as t } from './copy';
import { CourseRows } from './course-rows';
import { ImportCourse } from './import-course';

/** /studio (instructors and admins): my courses with their status and numbers, and "New course". */
export function StudioPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(studioListQueryOptions(page));
  const data = query.data;

  return (
    <BackOfficePage title={t.title} intro={t.intro}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/studio/courses/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t.newCourse}
        </Link>
        <ImportCourse />
      </div>
      <QueryState query={query} text={{ failed: t.loadFailed, retry: t.retry, loading: t.loading }}>
        {(list) =>
          list.total === 0 ? (
            <EmptyState title={t.emptyTitle} text={t.emptyText} />
          ) : (
            <CourseRows items={list.items} loading={query.isPlaceholderData} />
          )
        }
      </QueryState>
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} labels={t.pager} />}
    </BackOfficePage>
  );
}
