import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { communityMeQueryOptions } from '../api/members';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';

/** The desktop sidebar's profile card: role badge, level and real counts. */
export function ProfileSummary() {
  const t = useT();
  const { queryText } = useListText();
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
            <Badge tone={me.role === 'Member' ? 'neutral' : 'primary'}>{t('roles.display', { role: me.role })}</Badge>
            <p className="text-sm text-muted-foreground">
              {t('profile.levelLine', { level: me.level, name: t('levels.name', { level: String(me.level) }) })} ·{' '}
              {t('profile.points', { count: me.points })}
            </p>
            <dl className="mt-2 grid w-full grid-cols-3 gap-2 border-t border-border pt-3 text-center">
              {[
                [t('profile.posts'), me.posts] as const,
                [t('profile.following'), me.following] as const,
                [t('profile.followers'), me.followers] as const,
              ].map(([label, value]) => (
                <div key={label} className="flex flex-col-reverse">
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
