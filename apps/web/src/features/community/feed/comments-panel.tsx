import { COMMENT_CONTENT_MAX, type PostComment, uiText } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { communityKeys } from '../api/keys';
import { addComment, commentsQueryOptions, deleteComment, editComment, syncPostCounts } from '../api/posts';
import { LoadMore, QueryBoundary } from '../ui/states';
import { PostText } from './post-text';

const t = uiText.community;

function CommentItem({ comment }: { comment: PostComment }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { ago, dateTime } = useDateFormat();
  const [draft, setDraft] = useState(comment.content);
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.comments(comment.postId) });
  const save = useMutation({
    mutationFn: () => editComment(comment.id, draft.trim()),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error, t.commentFailed)),
  });
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: async () => {
      await Promise.all([refresh(), syncPostCounts(queryClient, comment.postId)]);
    },
    onError: (error) => toast.error(errorMessage(error, t.commentFailed)),
  });
  return (
    <li className="flex gap-2">
      <Avatar url={comment.author.avatarUrl} name={comment.author.name} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{comment.author.name}</span>
          {comment.author.badge && <Badge tone="primary">{comment.author.badge}</Badge>}
          <time
            dateTime={comment.createdAt}
            title={dateTime(comment.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {ago(comment.createdAt)}
            {comment.editedAt && ` · ${t.edited}`}
          </time>
          {comment.isOwn && !editing && (
            <span className="ml-auto flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t.editComment}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t.deleteComment}
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </span>
          )}
        </div>
        {editing ? (
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <Input
              aria-label={t.editComment}
              value={draft}
              maxLength={COMMENT_CONTENT_MAX}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" size="sm" disabled={!draft.trim() || save.isPending}>
              {t.save}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </form>
        ) : (
          <PostText text={comment.content} className="text-sm" />
        )}
      </div>
    </li>
  );
}

/**
 * The comments of one post with a comment box. It mounts when opened, so closing it (or opening
 * another post's) throws the draft away (spec 001 §4).
 */
export function CommentsPanel({ postId }: { postId: string }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(commentsQueryOptions(postId));
  const [draft, setDraft] = useState('');
  const send = useMutation({
    mutationFn: () => addComment(postId, draft.trim()),
    onSuccess: async () => {
      setDraft('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
        syncPostCounts(queryClient, postId),
      ]);
      void queryClient.invalidateQueries({ queryKey: communityKeys.me() });
    },
    onError: (error) => toast.error(errorMessage(error, t.commentFailed)),
  });
  const comments = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section id={`comments-${postId}`} aria-label={t.commentsLabel} className="flex flex-col gap-3">
      <QueryBoundary query={query}>
        {comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noComments}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {comments.map((c) => (
              <CommentItem key={c.id} comment={c} />
            ))}
          </ul>
        )}
        <LoadMore query={query} label={t.moreComments} />
      </QueryBoundary>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) send.mutate();
        }}
      >
        <Input
          aria-label={t.writeComment}
          placeholder={t.commentPlaceholder}
          value={draft}
          maxLength={COMMENT_CONTENT_MAX}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" aria-label={t.send} disabled={!draft.trim() || send.isPending}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
