import { COMMENT_CONTENT_MAX, isDeletedAuthor, type PostComment, postCommentInputSchema } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { HiddenLabel, ItemSafetyMenu, menuLabels, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { communityKeys } from '../api/keys';
import { addComment, commentsQueryOptions, deleteComment, editComment, syncPostCounts } from '../api/posts';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';
import { PostText } from './post-text';

/** A comment box: checked with the server's schema, no messages under it (Send or Save stays disabled while blank). */
function useCommentForm(content = '') {
  const t = useT();
  return useZodForm(postCommentInputSchema, {
    defaultValues: { content },
    namedFields: false,
    failure: { fallback: t('comments.failed') },
  });
}

function CommentItem({ comment }: { comment: PostComment }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { ago, dateTime } = useDateFormat();
  const edit = useCommentForm(comment.content);
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.comments(comment.postId) });
  const editCoach = useSafetyCoach(edit.watch('content'));
  const save = edit.submit(({ content }) =>
    editCoach.guard(async (ack) => {
      await editComment(comment.id, content, ack);
      setEditing(false);
      await refresh();
    }),
  );
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: async () => {
      await Promise.all([refresh(), syncPostCounts(queryClient, comment.postId)]);
    },
    onError: (error) => toast.error(errorMessage(error, t('comments.failed'))),
  });
  const deleted = isDeletedAuthor(comment.author);
  return (
    <li className="flex gap-2">
      <Avatar url={comment.author.avatarUrl} name={comment.author.name} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {/* An author who deleted their account: the comment stays, their name does not (issue 15). */}
          <span className={deleted ? 'font-semibold text-muted-foreground italic' : 'font-semibold'}>
            {comment.author.name}
          </span>
          {comment.author.badge && <Badge tone="primary">{t('roles.display', { role: comment.author.badge })}</Badge>}
          <time
            dateTime={comment.createdAt}
            title={dateTime(comment.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {ago(comment.createdAt)}
            {comment.editedAt && ` · ${t('post.edited')}`}
          </time>
          {comment.isOwn && !editing && (
            <span className="ms-auto flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t('comments.edit')}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t('comments.delete')}
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </span>
          )}
          {!comment.isOwn && (
            <ItemSafetyMenu
              label={menuLabels.comment(comment.author.name)}
              report={{ surface: 'comment', itemId: comment.id }}
              className="ms-auto size-7"
            />
          )}
        </div>
        <HiddenLabel item={comment} own={comment.isOwn} className="py-1" />
        {editing ? (
          <form className="flex flex-wrap gap-2" onSubmit={save}>
            <div className="basis-full empty:hidden">
              <SafetyCoach coach={editCoach} onEdit={() => edit.setFocus('content')} />
            </div>
            <Input
              aria-label={t('comments.edit')}
              maxLength={COMMENT_CONTENT_MAX}
              {...edit.register('content')}
              className="min-w-0 flex-1"
            />
            <Button type="submit" size="sm" disabled={!edit.watch('content').trim() || edit.busy}>
              {t('save')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              {t('cancel')}
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
 * another post's) throws the draft away.
 */
export function CommentsPanel({ postId }: { postId: string }) {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(commentsQueryOptions(postId));
  const form = useCommentForm();
  const coach = useSafetyCoach(form.watch('content'));
  const send = form.submit(({ content }) =>
    coach.guard(async (ack) => {
      await addComment(postId, content, ack);
      form.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
        syncPostCounts(queryClient, postId),
      ]);
      void queryClient.invalidateQueries({ queryKey: communityKeys.me() });
    }),
  );
  const comments = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section id={`comments-${postId}`} aria-label={t('comments.label')} className="flex flex-col gap-3">
      <QueryState query={query} text={queryText}>
        {comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {comments.map((c) => (
              <CommentItem key={c.id} comment={c} />
            ))}
          </ul>
        )}
        <LoadMore query={query} {...loadMore} label={t('comments.more')} />
      </QueryState>
      <SafetyCoach coach={coach} onEdit={() => form.setFocus('content')} />
      <form className="flex gap-2" onSubmit={send}>
        <Input
          aria-label={t('comments.write')}
          placeholder={t('comments.placeholder')}
          maxLength={COMMENT_CONTENT_MAX}
          {...form.register('content')}
        />
        <Button type="submit" aria-label={t('comments.send')} disabled={!form.watch('content').trim() || form.busy}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
