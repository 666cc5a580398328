import type { StudioAnalytics } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { studioAnalyticsQueryOptions } from './api';
import { analyticsText as t } from './copy';
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
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-muted-foreground">{t.hint}</p>
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            text={{ loading: t.loading, failed: (e) => errorMessage(e, t.loadFailed), retry: t.retry }}
          >
            {(analytics) => <AnalyticsView analytics={analytics} />}
          </QueryState>
        </CardContent>
      </section>
    </Card>
  );
}
