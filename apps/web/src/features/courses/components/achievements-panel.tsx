import { uiText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Award, Lock } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { achievementsQueryOptions } from '../api';
import { queryText } from './list-text';

const t = uiText.courses;

/** Achievements earned from real activity; the ones still ahead are shown locked. */
export function AchievementsPanel() {
  const query = useQuery(achievementsQueryOptions);
  return (
    <section aria-labelledby="achievements-title" className="flex flex-col gap-4">
      <h2 id="achievements-title" className="text-xl font-semibold">
        {t.achievements}
      </h2>
      {!query.data ? (
        <QueryState query={query} text={queryText} className="py-12" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.items.map((a) => (
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
                  <p className="font-semibold">{a.title}</p>
                  <p className="text-sm text-muted-foreground">{a.description}</p>
                  <p className={cn('mt-1 text-xs font-medium', a.earned ? 'text-success' : 'text-muted-foreground')}>
                    {a.earned ? t.earned : t.locked}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
