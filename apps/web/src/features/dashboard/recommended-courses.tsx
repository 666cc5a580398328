import type { COURSE_CATEGORIES, CourseSummary } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { enrollInCourse, recommendedQueryOptions, refreshDashboard } from './api';
import { type DashboardKey, useT } from './i18n';
import { Panel } from './panel';

/** A course's subject (its id, as the server sends it) and its label. */
const CATEGORY_KEYS: Record<Exclude<(typeof COURSE_CATEGORIES)[number], 'All'>, DashboardKey> = {
  Storytelling: 'category.storytelling',
  'AI Integration': 'category.aiIntegration',
  Entrepreneurship: 'category.entrepreneurship',
  'Content Creation': 'category.contentCreation',
  'Audience Engagement': 'category.audienceEngagement',
  Monetization: 'category.monetization',
};

function RecommendedCourse({ course }: { course: CourseSummary }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => enrollInCourse(course.slug),
    onSuccess: async () => {
      await refreshDashboard(queryClient);
      await navigate('/courses/dashboard');
    },
    onError: (error) =>
      toast.error(t('recommended.enrollFailed'), { description: errorMessage(error, t('recommended.enrollFailed')) }),
  });
  const { progress } = course;
  const category = CATEGORY_KEYS[course.category as keyof typeof CATEGORY_KEYS];
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{category ? t(category) : course.category}</Badge>
        <span className="text-xs text-muted-foreground">{t('recommended.weeks', { weeks: course.durationWeeks })}</span>
      </div>
      <h3 className="font-semibold">{course.title}</h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
      {progress.enrolled ? (
        <>
          <div className="mt-auto flex items-center gap-3">
            <Progress value={progress.percent} label={t('recommended.progressOf', { title: course.title })} />
            <span className="shrink-0 text-sm font-medium">
              {t('recommended.percent', { percent: progress.percent })}
            </span>
          </div>
          <Link to="/courses/dashboard" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            {t('recommended.continueLearning')}
          </Link>
        </>
      ) : (
        <Button
          className="mt-auto self-start"
          disabled={mutation.isPending}
          aria-label={t('recommended.enrollNowFor', { title: course.title })}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? t('recommended.enrolling') : t('recommended.enrollNow')}
        </Button>
      )}
    </li>
  );
}

/** Courses to continue or start; enrolling goes to the learning dashboard with real (0%) progress. */
export function RecommendedCourses() {
  const t = useT();
  const query = useQuery(recommendedQueryOptions);
  return (
    <Panel
      id="recommended-title"
      title={t('recommended.title')}
      query={query}
      action={
        <Link to="/courses" className="text-sm text-link hover:underline">
          {t('recommended.viewAll')}
        </Link>
      }
    >
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('recommended.empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3">
            {data.items.map((course) => (
              <RecommendedCourse key={course.id} course={course} />
            ))}
          </ul>
        )
      }
    </Panel>
  );
}
