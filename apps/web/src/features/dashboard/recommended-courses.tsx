import { type CourseSummary, courseDurationText, dashboardMessages, uiText } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { enrollInCourse, recommendedQueryOptions, refreshDashboard } from './api';
import { Panel } from './panel';

const m = dashboardMessages;
const t = uiText.dashboard;
const c = uiText.courses;

function RecommendedCourse({ course }: { course: CourseSummary }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => enrollInCourse(course.slug),
    onSuccess: async () => {
      await refreshDashboard(queryClient);
      await navigate('/courses/dashboard');
    },
    onError: (error) => toast.error(c.enrollFailed, { description: errorMessage(error, c.enrollFailed) }),
  });
  const { progress } = course;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{course.category}</Badge>
        <span className="text-xs text-muted-foreground">{courseDurationText(course.durationWeeks)}</span>
      </div>
      <h3 className="font-semibold">{course.title}</h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
      {progress.enrolled ? (
        <>
          <div className="mt-auto flex items-center gap-3">
            <Progress value={progress.percent} label={c.progressOf(course.title)} />
            <span className="shrink-0 text-sm font-medium">{progress.percent}%</span>
          </div>
          <Link to="/courses/dashboard" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            {m.continueLearning}
          </Link>
        </>
      ) : (
        <Button
          className="mt-auto self-start"
          disabled={mutation.isPending}
          aria-label={`${m.enrollNow}: ${course.title}`}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? t.enrolling : m.enrollNow}
        </Button>
      )}
    </li>
  );
}

/** Courses to continue or start; enrolling goes to the learning dashboard with real (0%) progress. */
export function RecommendedCourses() {
  const query = useQuery(recommendedQueryOptions);
  return (
    <Panel
      id="recommended-title"
      title={m.recommendedCourses}
      query={query}
      action={
        <Link to="/courses" className="text-sm text-link hover:underline">
          {t.viewAllCourses}
        </Link>
      }
    >
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noRecommendations}</p>
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
