import { useQuery } from '@tanstack/react-query';
import { Award, Lock } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { achievementsQueryOptions } from '../api';
import { type CoursesKey, useT } from '../i18n';
import { useListText } from './list-text';

/** The fixed achievements' words by id (the server sends them in English); an unknown one shows as sent. */
const ACHIEVEMENT_KEYS: Record<string, { title: CoursesKey; description: CoursesKey }> = {
  'first-enrollment': {
    title: 'achievement.firstEnrollment.title',
    description: 'achievement.firstEnrollment.description',
  },
  'first-module': { title: 'achievement.firstModule.title', description: 'achievement.firstModule.description' },
  'first-comment': { title: 'achievement.firstComment.title', description: 'achievement.firstComment.description' },
  'course-complete': {
    title: 'achievement.courseComplete.title',
    description: 'achievement.courseComplete.description',
  },
  'first-rsvp': { title: 'achievement.firstRsvp.title', description: 'achievement.firstRsvp.description' },
  'first-certificate': {
    title: 'achievement.firstCertificate.title',
    description: 'achievement.firstCertificate.description',
  },
};

/** Achievements earned from real activity; the ones still ahead are shown locked. */
export function AchievementsPanel() {
  const t = useT();
  const { queryText } = useListText();
  const query = useQuery(achievementsQueryOptions);
  return (
    <section aria-labelledby="achievements-title" className="flex flex-col gap-4">
      <h2 id="achievements-title" className="text-xl font-semibold">
        {t('achievements.title')}
      </h2>
      {!query.data ? (
        <QueryState query={query} text={queryText} className="py-12" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.items.map((a) => {
            const keys = ACHIEVEMENT_KEYS[a.id];
            return (
              <li key={a.id}>
                <Card
                  className={cn(
                    'flex h-full items-start gap-3 p-4',
                    !a.earned && 'border-dashed bg-transparent shadow-none',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-full',
                      a.earned ? 'bg-primary/10 text-link' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {a.earned ? (
                      <Award aria-hidden="true" className="size-5" />
                    ) : (
                      <Lock aria-hidden="true" className="size-5" />
                    )}
                  </span>
                  <div>
                    <p className="font-semibold">{keys ? t(keys.title) : a.title}</p>
                    <p className="text-sm text-muted-foreground">{keys ? t(keys.description) : a.description}</p>
                    <p className={cn('mt-1 text-xs font-medium', a.earned ? 'text-success' : 'text-muted-foreground')}>
                      {a.earned ? t('achievements.earned') : t('achievements.locked')}
                    </p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
