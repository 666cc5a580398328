import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MyCertificates } from '@/features/certificates';
import { docTitle } from '@/lib/utils';
import { learningQueryOptions } from './api';
import { AchievementsPanel } from './components/achievements-panel';
import { LearningCourseCard } from './components/learning-course-card';
import { useListText } from './components/list-text';
import { useT } from './i18n';

/** /courses/dashboard: the user's enrollments with real progress, and achievements. */
export function LearningDashboardPage() {
  const t = useT();
  const { pagerLabels, queryText } = useListText();
  const [page, setPage] = useState(1);
  const query = useQuery(learningQueryOptions(page));
  const data = query.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(t('learning.title'))}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('learning.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('learning.subtitle')}</p>
      </header>
      {!data ? (
        <QueryState query={query} text={queryText} className="py-12" />
      ) : data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <BookOpen aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t('learning.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('learning.emptyText')}</p>
          <Link to="/courses" className={buttonVariants()}>
            {t('learning.browseCourses')}
          </Link>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
            {data.items.map((course) => (
              <li key={course.id}>
                <LearningCourseCard course={course} />
              </li>
            ))}
          </ul>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} labels={pagerLabels} />
        </div>
      )}
      <MyCertificates />
      <AchievementsPanel />
    </div>
  );
}
