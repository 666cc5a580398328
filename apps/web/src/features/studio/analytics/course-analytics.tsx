import type { StudioAnalytics } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useT } from '../i18n';
import { studioAnalyticsQueryOptions } from './api';
import { EnrollmentsSection, FunnelSection, HardestSection, QuizzesSection } from './sections';

/** The figures of one course, drawn: enrollments, the completion funnel, quiz pass rates, hardest questions. */
export function AnalyticsView({ analytics }: { analytics: StudioAnalytics }) {
  return (
    <div className="flex flex-col gap-8">
      <EnrollmentsSection enrollments={analytics.enrollments} />
      <FunnelSection funnel={analytics.funnel} />
      <QuizzesSection quizzes={analytics.quizzes} />
      <HardestSection hardest={analytics.hardestQuestions} />
    </div>
  );
}

/** The course editor's analytics panel (issue 17, point 7): fetches the course's figures and draws them. */
export function CourseAnalytics({ courseId }: { courseId: string }) {
  const query = useQuery(studioAnalyticsQueryOptions(courseId));
  const id = useId();
  const t = useT();
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="text-lg font-semibold">
            {t('analytics.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('analytics.hint')}</p>
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            text={{
              loading: t('analytics.loading'),
              failed: (e) => errorMessage(e, t('analytics.loadFailed')),
              retry: t('retry'),
            }}
          >
            {(analytics) => <AnalyticsView analytics={analytics} />}
          </QueryState>
        </CardContent>
      </section>
    </Card>
  );
}
