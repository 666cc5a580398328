import { dashboardMessages, uiText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, MessagesSquare, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { statsQueryOptions } from './api';

const m = dashboardMessages;
const t = uiText.dashboard;

type StatProps = {
  icon: typeof BookOpen;
  title: string;
  value: string | undefined;
  hint: string;
  children?: ReactNode;
};

function Stat({ icon: Icon, title, value, hint, children }: StatProps) {
  return (
    <Card className="flex flex-col gap-2 p-4 md:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden="true" className="size-5 text-link" />
      </div>
      <p className="text-2xl font-bold md:text-3xl" aria-busy={value === undefined}>
        {value ?? '–'}
      </p>
      {children}
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** The four stat cards, from one request computed on the user's real rows. */
export function StatCards() {
  const { data } = useQuery(statsQueryOptions);
  const progress = data?.coursesProgress;
  return (
    <section aria-label={t.statsLabel} className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      <Stat
        icon={BookOpen}
        title={m.statCoursesProgress}
        value={progress && `${progress.percent}%`}
        hint={progress?.enrolledCourses ? t.coursesEnrolled(progress.enrolledCourses) : t.noCoursesYet}
      >
        {progress && <Progress value={progress.percent} label={m.statCoursesProgress} />}
      </Stat>
      <Stat
        icon={Sparkles}
        title={m.statProjectsCreated}
        value={data && String(data.projectsCreated)}
        hint={t.projectsHint}
      />
      <Stat
        icon={MessagesSquare}
        title={m.statCommunityEngagement}
        value={data && String(data.communityEngagement)}
        hint={t.engagementHint}
      />
      <Stat
        icon={Award}
        title={m.statAchievements}
        value={data && String(data.achievements.earned)}
        hint={data ? t.achievementsOf(data.achievements.earned, data.achievements.total) : ''}
      />
    </section>
  );
}
