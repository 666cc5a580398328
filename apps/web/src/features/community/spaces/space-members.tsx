import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { spaceMembersQueryOptions } from '../api/spaces';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';

/** The Members tab of a space: how many, and who, admins first by joining order. */
export function SpaceMembers({ spaceId, count }: { spaceId: string; count: number }) {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(spaceMembersQueryOptions(spaceId));
  const members = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold">{t('spaces.members', { count: count })}</h2>
      <QueryState query={query} text={queryText}>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3">
              <Avatar url={member.avatarUrl} name={member.name} />
              <span className="flex min-w-0 flex-1 flex-col">
                <Link to={`/profile/${member.username}`} className="truncate font-medium hover:underline">
                  {member.name}
                </Link>
                <span className="truncate text-sm text-muted-foreground">@{member.username}</span>
              </span>
              {member.spaceRole !== 'member' && <Badge tone="primary">{t(`spaces.roles.${member.spaceRole}`)}</Badge>}
            </li>
          ))}
        </ul>
        <LoadMore query={query} {...loadMore} />
      </QueryState>
    </section>
  );
}
