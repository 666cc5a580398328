import { useQuery } from '@tanstack/react-query';
import { Heart, MessageCircle } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/use-date-format';
import { publicProfileQueryOptions, usePublicPosts } from './api';
import { useT } from './i18n';
import { WebsiteLink } from './website-link';

function PublicPosts({ username }: { username: string }) {
  const t = useT();
  const posts = usePublicPosts(username);
  const { dateTime } = useDateFormat();
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="recent-posts" className="flex flex-col gap-3">
      <h3 id="recent-posts" className="font-semibold">
        {t('public.recentPosts')}
      </h3>
      {posts.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('public.noPosts')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((post) => (
            <li key={post.id} className="rounded-lg border border-border p-3">
              <p className="text-sm break-words whitespace-pre-wrap">{post.content}</p>
              <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                <time dateTime={post.createdAt}>{dateTime(post.createdAt)}</time>
                <span className="inline-flex items-center gap-1">
                  <Heart aria-hidden="true" className="size-3.5" />
                  {t('public.likes', { count: post.likeCount })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MessageCircle aria-hidden="true" className="size-3.5" />
                  {t('public.comments', { count: post.commentCount })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => posts.fetchNextPage()}
          disabled={posts.isFetchingNextPage}
        >
          {t('public.morePosts')}
        </Button>
      )}
    </section>
  );
}

/** A member as others see them: avatar, name, bio, website, level, points and public posts. */
export function PublicProfileView({ username, headingLevel = 2 }: { username: string; headingLevel?: 1 | 2 }) {
  const t = useT();
  const { data: profile, isPending, isError } = useQuery(publicProfileQueryOptions(username));
  const { date } = useDateFormat();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (isPending) return <Spinner />;
  if (isError || !profile) {
    return (
      <div>
        <Heading className="text-xl font-semibold">{t('public.notFound')}</Heading>
        <p className="text-sm text-muted-foreground">{t('public.notFoundHint')}</p>
      </div>
    );
  }
  const name = profile.fullName || profile.username;
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-start">
          <Avatar url={profile.avatarUrl} name={name} size="2xl" />
          <div className="flex min-w-0 flex-col gap-1">
            <Heading className="text-xl font-bold break-words">{name}</Heading>
            <p className="text-sm text-muted-foreground">@{profile.username}</p>
            <div className="mt-1 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge tone="primary">{t('public.level', { level: profile.level })}</Badge>
              <Badge>{t('public.points', { points: profile.points })}</Badge>
              <Badge>{t('public.posts', { count: profile.postCount })}</Badge>
            </div>
            <p className="text-xs text-muted-foreground">{t('public.joined', { date: date(profile.joinedAt) })}</p>
          </div>
        </div>
        {profile.bio && <p className="break-words whitespace-pre-wrap">{profile.bio}</p>}
        {profile.website && <WebsiteLink website={profile.website} />}
        <PublicPosts username={profile.username} />
      </CardContent>
    </Card>
  );
}
