import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { activeMembersQueryOptions, communityMeQueryOptions } from '../api/members';
import { trendingQueryOptions } from '../api/posts';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';

function Card({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Checklist({ onCreatePost }: { onCreatePost: () => void }) {
  const t = useT();
  const { queryText } = useListText();
  const query = useQuery(communityMeQueryOptions);
  const c = query.data?.checklist;
  const items = [
    {
      done: c?.profile,
      label: t('hub.checklist.profile'),
      action: (
        <Link to="/profile" className="text-link hover:underline">
          {t('hub.checklist.profile')}
        </Link>
      ),
    },
    {
      done: c?.space,
      label: t('hub.checklist.space'),
      action: (
        <Link to="/spaces" className="text-link hover:underline">
          {t('hub.checklist.space')}
        </Link>
      ),
    },
    {
      done: c?.post,
      label: t('hub.checklist.post'),
      action: (
        <Button variant="link" onClick={onCreatePost}>
          {t('hub.checklist.post')}
        </Button>
      ),
    },
  ];
  return (
    <Card id="checklist-title" title={t('hub.checklistTitle')}>
      <QueryState query={query} text={queryText}>
        <ul className="flex flex-col gap-2 text-sm">
          {items.map((item) => (
            <li key={item.label} className="flex items-center gap-2">
              {item.done ? (
                <CheckCircle2 aria-label={t('hub.checklistDone')} className="size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              )}
              {item.done ? <span className="text-muted-foreground line-through">{item.label}</span> : item.action}
            </li>
          ))}
        </ul>
      </QueryState>
    </Card>
  );
}

function Trending() {
  const t = useT();
  const { queryText } = useListText();
  const query = useQuery(trendingQueryOptions);
  const items = query.data?.items ?? [];
  return (
    <Card
      id="trending-title"
      title={t('hub.trendingPosts')}
      action={
        <Link to="/feed?chip=popular" className="text-sm text-link hover:underline">
          {t('viewAll')}
        </Link>
      }
    >
      <QueryState query={query} text={queryText}>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hub.noTrending')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {items.map((post) => (
              <li key={post.id}>
                <Link to={`/feed?post=${post.id}`} className="group flex flex-col gap-0.5 text-sm">
                  <span className="line-clamp-2 group-hover:underline">{post.excerpt || t('postTypes.image')}</span>
                  <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <TrendingUp aria-hidden="true" className="size-3" /> {post.authorName} ·{' '}
                    {t('hub.engagement', { count: post.engagement })}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}

function ActiveMembers() {
  const t = useT();
  const { queryText } = useListText();
  const query = useQuery(activeMembersQueryOptions);
  const data = query.data;
  return (
    <Card
      id="active-title"
      title={t('hub.activeMembers')}
      action={
        data && <span className="text-xs font-medium text-success">{t('hub.online', { count: data.online })}</span>
      }
    >
      <QueryState query={query} text={queryText}>
        {!data?.items.length ? (
          <p className="text-sm text-muted-foreground">{t('hub.noActiveMembers')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.items.map((member) => (
              <li key={member.id}>
                <Link to={`/profile/${member.username}`} className="flex items-center gap-2 text-sm hover:underline">
                  <span className="relative">
                    <Avatar url={member.avatarUrl} name={member.name} size="sm" />
                    {member.online && (
                      <span className="absolute end-0 bottom-0 size-2.5 rounded-full border-2 border-surface bg-success" />
                    )}
                  </span>
                  <span>{member.name}</span>
                  {member.online && <span className="sr-only">({t('hub.onlineNow')})</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

/** The hub's right column (desktop): checklist, trending posts, active members. */
export function RightColumn({ onCreatePost }: { onCreatePost: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Checklist onCreatePost={onCreatePost} />
      <Trending />
      <ActiveMembers />
    </div>
  );
}
