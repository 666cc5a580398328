import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, MessagesSquare, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { statsQueryOptions } from './api';
import { useT } from './i18n';

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
  const t = useT();
  const { data } = useQuery(statsQueryOptions);
  const progress = data?.coursesProgress;
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      <Stat
        icon={BookOpen}
        title={t('stats.coursesProgress')}
        value={progress && t('stats.percent', { percent: progress.percent })}
        hint={
          progress?.enrolledCourses
            ? t('stats.coursesEnrolled', { count: progress.enrolledCourses })
            : t('stats.noCoursesYet')
        }
      >
        {progress && <Progress value={progress.percent} label={t('stats.coursesProgress')} />}
      </Stat>
      <Stat
        icon={Sparkles}
        title={t('stats.projectsCreated')}
        value={data && t('stats.count', { n: data.projectsCreated })}
        hint={t('stats.projectsHint')}
      />
      <Stat
        icon={MessagesSquare}
        title={t('stats.communityEngagement')}
        value={data && t('stats.count', { n: data.communityEngagement })}
        hint={t('stats.engagementHint')}
      />
      <Stat
        icon={Award}
        title={t('stats.achievements')}
        value={data && t('stats.count', { n: data.achievements.earned })}
        hint={
          data ? t('stats.achievementsOf', { earned: data.achievements.earned, total: data.achievements.total }) : ''
        }
      />
    </section>
  );
}
