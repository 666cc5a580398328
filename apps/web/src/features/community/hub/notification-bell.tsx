import type { AppNotification } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import { communityKeys } from '../api/keys';
import { markAllRead, notificationsQueryOptions, unreadQueryOptions } from '../api/members';
import { type CommunityT, useT } from '../i18n';
import { useListText } from '../ui/query-text';

function targetOf(n: AppNotification): string {
  if (n.kind === 'parent_link_ended') return '/settings/privacy';
  // Safety tools (issue 16): what was done and why, with the appeal, is on the notices page.
  if (n.kind === 'moderation_action' || n.kind === 'appeal_decided') return '/community/notices';
  if (n.kind === 'report_resolved') return '/community';
  if (n.post) return `/feed?post=${n.post.id}`;
  if (n.event) return `/event/${n.event.id}`;
  if (n.actor) return `/profile/${n.actor.username}`;
  return '/community';
}

/** One line of text for a notification, from who did what, in the reader's language. */
function describe(n: AppNotification, t: CommunityT): string {
  const name = n.actor?.name ?? t('notifications.someone');
  switch (n.kind) {
    case 'post_liked':
      return t('notifications.postLiked', { name });
    case 'post_commented':
      return t('notifications.postCommented', { name });
    case 'new_follower':
      return t('notifications.newFollower', { name });
    case 'event_reminder':
      return t('notifications.eventReminder', { title: n.event?.title ?? t('notifications.anEvent') });
    case 'parent_link_ended':
      return t('notifications.parentLinkEnded');
    case 'report_resolved':
      return n.moderation?.outcome === 'no_rule_broken'
        ? t('notifications.reportNoRuleBroken')
        : t('notifications.reportActionTaken');
    case 'moderation_action':
      return t('notifications.moderationAction');
    case 'appeal_decided':
      return n.moderation?.outcome === 'reversed' ? t('notifications.appealReversed') : t('notifications.appealUpheld');
  }
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(notificationsQueryOptions);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const { ago, dateTime } = useDateFormat();
  return (
    <QueryState query={query} text={queryText}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
      ) : (
        <ul className="flex max-h-96 flex-col overflow-y-auto">
          {items.map((n) => (
            <li key={n.id}>
              <Link
                to={targetOf(n)}
                onClick={onNavigate}
                className={cn('flex gap-3 rounded-md p-2 text-sm hover:bg-muted', !n.read && 'bg-primary/5')}
              >
                <Avatar url={n.actor?.avatarUrl ?? null} name={n.actor?.name ?? n.event?.title ?? '!'} size="sm" />
                <span className="flex min-w-0 flex-col">
                  <span className={cn(!n.read && 'font-semibold')}>{describe(n, t)}</span>
                  {n.post?.excerpt && <span className="truncate text-xs text-muted-foreground">{n.post.excerpt}</span>}
                  <time dateTime={n.createdAt} title={dateTime(n.createdAt)} className="text-xs text-muted-foreground">
                    {ago(n.createdAt)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} {...loadMore} />
    </QueryState>
  );
}

/** The bell: the unread count as a badge; opening it lists notifications and marks them read. */
export function NotificationBell() {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadQueryOptions).data?.unread ?? 0;
  const read = useMutation({
    mutationFn: markAllRead,
    onSuccess: (result) => queryClient.setQueryData(communityKeys.unread(), result),
  });
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Seen once the list is closed again, so unread ones stay marked while reading.
        if (!next && unread > 0)
          read.mutate(undefined, {
            onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.notifications() }),
          });
      }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="relative"
          aria-label={unread ? t('notifications.unread', { count: unread }) : t('notifications.title')}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="unread-badge"
              className="absolute -top-1.5 -end-1.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-border bg-surface p-2 text-foreground shadow-lg"
        >
          <div className="flex items-center justify-between px-2 pb-2">
            <h2 className="font-semibold">{t('notifications.title')}</h2>
            {unread > 0 && (
              <Button variant="link" className="text-sm" onClick={() => read.mutate()}>
                {t('notifications.markAllRead')}
              </Button>
            )}
          </div>
          <NotificationList onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
