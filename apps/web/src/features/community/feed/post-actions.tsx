import type { Post } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { communityKeys } from '../api/keys';
import { patchPost, setLike } from '../api/posts';
import { useT } from '../i18n';

/** The link that opens one post. */
function postUrl(postId: string): string {
  return `${window.location.origin}/feed?post=${postId}`;
}

/** Like (optimistic, then the server's count; rolled back if it fails), comment toggle and share for one post. */
export function PostActions({
  post,
  commentsOpen,
  onToggleComments,
}: {
  post: Post;
  commentsOpen: boolean;
  onToggleComments: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const like = useMutation({
    mutationFn: (liked: boolean) => setLike(post.id, liked),
    onMutate: (liked) => {
      const before = { isLiked: post.isLiked, likes: post.likes };
      patchPost(queryClient, post.id, (p) => ({
        ...p,
        isLiked: liked,
        likes: Math.max(0, p.likes + (liked ? 1 : -1)),
      }));
      return before;
    },
    onSuccess: (result) => {
      patchPost(queryClient, post.id, (p) => ({ ...p, isLiked: result.liked, likes: result.likes }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.trending() });
    },
    // Rolls back at once (every cached copy of the post), then the feeds reload the server's counts.
    onError: (error, _liked, before) => {
      if (before) patchPost(queryClient, post.id, (p) => ({ ...p, ...before }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.feeds() });
      toast.error(errorMessage(error, t('loadFailed')));
    },
  });

  const share = async () => {
    try {
      await navigator.clipboard.writeText(postUrl(post.id));
      toast.success(t('post.linkCopied'));
    } catch {
      toast.error(t('post.copyFailed'));
    }
  };

  return (
    <div className="flex items-center gap-1 border-t border-border pt-2">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={post.isLiked}
        // The name stays 'Like' whatever the state: aria-pressed alone says whether it is liked.
        aria-label={t('post.likeButton', { count: post.likes })}
        onClick={() => like.mutate(!post.isLiked)}
        className={cn(post.isLiked && 'text-rose-600 dark:text-rose-400')}
      >
        <Heart aria-hidden="true" className={cn(post.isLiked && 'fill-current')} />
        <span data-testid="like-count">{post.likes}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={commentsOpen}
        aria-controls={`comments-${post.id}`}
        aria-label={t('post.commentsButton', { count: post.comments })}
        onClick={onToggleComments}
      >
        <MessageCircle aria-hidden="true" />
        <span data-testid="comment-count">{post.comments}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={share} className="ms-auto">
        <Share2 aria-hidden="true" />
        {t('post.share')}
      </Button>
    </div>
  );
}
