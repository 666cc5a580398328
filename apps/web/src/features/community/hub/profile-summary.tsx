import { communityMessages, uiText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { communityMeQueryOptions } from '../api/members';
import { queryText } from '../ui/query-text';

const t = uiText.community;

/** The desktop sidebar's profile card: role badge, level and real counts. */
export function ProfileSummary() {
  const query = useQuery(communityMeQueryOptions);
  const me = query.data;
  return (
    <section
      aria-labelledby="profile-summary-name"
      className="rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <QueryState query={query} text={queryText}>
        {me && (
          <div className="flex flex-col items-center gap-2 text-center">
            <Avatar url={me.avatarUrl} name={me.name} size="lg" />
            <h2 id="profile-summary-name" className="font-semibold">
              {me.name}
            </h2>
            <Badge tone={me.role === 'Member' ? 'neutral' : 'primary'}>{me.role}</Badge>
            <p className="text-sm text-muted-foreground">
              {t.levelLine(me.level, me.levelName)} · {t.pointsLine(me.points)}
            </p>
            <dl className="mt-2 grid w-full grid-cols-3 gap-2 border-t border-border pt-3 text-center">
              {[
                [t.posts, me.posts],
                [communityMessages.following, me.following],
                [t.followers, me.followers],
              ].map(([label, value]) => (
                <div key={String(label)} className="flex flex-col-reverse">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-lg font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </QueryState>
    </section>
  );
}
