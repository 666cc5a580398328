import { isDeletedAuthor, type Post } from '@storyloom/domain';
import { Calendar, Globe, Image as ImageIcon, Lock, MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { HiddenLabel, ItemSafetyMenu } from '@/features/safety';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';
import { CommentsPanel } from './comments-panel';
import { PostActions } from './post-actions';
import { PostMenu } from './post-menu';
import { PostText } from './post-text';

const TYPE_ICONS = { image: ImageIcon, video: Video, event: Calendar } as const;

function Media({ post }: { post: Post }) {
  const t = useT();
  const { weekdayDateTime } = useDateFormat();
  const { media } = post;
  if (!media) return null;
  if (media.kind === 'image') {
    return (
      <img
        src={media.url}
        alt={t('post.imageAlt', { name: post.author.name })}
        className="max-h-[32rem] w-full rounded-lg object-cover"
      />
    );
  }
  if (media.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: creators' clips come without captions
      <video
        src={media.url}
        controls
        preload="metadata"
        aria-label={t('post.videoLabel', { name: post.author.name })}
        className="w-full rounded-lg"
      />
    );
  }
  return (
    <Link
      to={`/event/${media.eventId}`}
      className="flex flex-col gap-1 rounded-lg border border-border bg-muted/50 p-3 hover:bg-muted"
    >
      <span className="font-semibold">{media.title}</span>
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Calendar aria-hidden="true" className="size-4" /> {weekdayDateTime(media.startsAt)}
      </span>
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4" /> {media.location}
      </span>
      <span className="text-sm font-medium text-link">{t('post.viewEvent')}</span>
    </Link>
  );
}

/** One post: author, badge, time, space, type, content, media, like/comment/share and the comments. */
export function PostCard({
  post,
  commentsOpen,
  onToggleComments,
}: {
  post: Post;
  commentsOpen: boolean;
  onToggleComments: () => void;
}) {
  const t = useT();
  const TypeIcon = post.type === 'post' ? null : TYPE_ICONS[post.type];
  const { ago, dateTime } = useDateFormat();
  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <header className="flex items-start gap-3">
        <Avatar url={post.author.avatarUrl} name={post.author.name} />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              id={`post-${post.id}-author`}
              to={`/profile/${post.author.username}`}
              className="font-semibold hover:underline"
            >
              {post.author.name}
            </Link>
            {post.author.badge && <Badge tone="primary">{t('roles.display', { role: post.author.badge })}</Badge>}
          </div>
          <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <time dateTime={post.createdAt} title={dateTime(post.createdAt)}>
              {ago(post.createdAt)}
            </time>
            {post.editedAt && <span>· {t('post.edited')}</span>}
            <span aria-hidden="true">·</span>
            {/* At least 24 px tall: a pointer target of its own in a line of small text (WCAG 2.5.8). */}
            <Link to={`/spaces/${post.space.id}`} className="inline-flex min-h-6 items-center gap-1 hover:underline">
              <span aria-hidden="true">{post.space.icon}</span> {post.space.name}
            </Link>
            {TypeIcon && (
              <span className="inline-flex items-center gap-1">
                <TypeIcon aria-hidden="true" className="size-3.5" /> {t(`postTypes.${post.type}`)}
              </span>
            )}
            {post.visibility === 'private' ? (
              <span className="inline-flex items-center gap-1">
                <Lock aria-hidden="true" className="size-3.5" /> {t('post.private')}
              </span>
            ) : (
              <Globe aria-label={t('visibility.public')} className="size-3.5" />
            )}
          </div>
        </div>
        {post.isOwn ? (
          <PostMenu post={post} />
        ) : (
          <ItemSafetyMenu
            label={t('post.actions')}
            report={{ surface: 'post', itemId: post.id }}
            member={isDeletedAuthor(post.author) ? undefined : { id: post.author.id, name: post.author.name }}
          />
        )}
      </header>
      <HiddenLabel item={post} own={post.isOwn} />
      {post.content && <PostText text={post.content} />}
      <Media post={post} />
      <PostActions post={post} commentsOpen={commentsOpen} onToggleComments={onToggleComments} />
      {commentsOpen && <CommentsPanel postId={post.id} />}
    </article>
  );
}
