import { COMMENT_MAX_LENGTH, commentBodySchema, courseMessages, type ModuleView, uiText } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { relativeTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';
import { commentsQueryOptions, postComment, refreshLearning } from '../api';
import { QueryState } from './query-state';

const m = courseMessages;
const t = uiText.courses;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Discussion: the module's real comments, newest first, and a form for enrolled learners. */
export function ModuleDiscussionTab({ view }: { view: ModuleView }) {
  const { course, module } = view;
  const { dateTime } = useDateFormat();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(commentsQueryOptions(course.slug, module.position));
  const comments = query.data?.pages.flatMap((p) => p.items) ?? [];
  const post = useMutation({
    mutationFn: (body: string) => postComment(course.slug, module.position, body),
    onSuccess: async () => {
      setDraft('');
      await refreshLearning(queryClient);
    },
    onError: (e) => toast.error(t.errorTitle, { description: errorMessage(e, t.errorTitle) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse({ body: draft });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    post.mutate(parsed.data.body);
  };

  return (
    <div className="flex flex-col gap-6">
      {course.enrolled && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-comment`}>{t.commentLabel}</Label>
          <Textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t.commentPlaceholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" className="self-end" disabled={!draft.trim() || post.isPending}>
            {post.isPending ? t.posting : m.postComment}
          </Button>
        </form>
      )}
      {!query.data ? (
        <QueryState error={query.error} onRetry={() => query.refetch()} />
      ) : comments.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
          <MessageSquare aria-hidden="true" className="size-8" />
          <p>{m.noDiscussions}</p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {comments.map((c) => (
              <li key={c.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-link"
                >
                  {initials(c.author.name)}
                </span>
                <div className="min-w-0 flex-1 rounded-lg bg-muted p-3">
                  <p className="text-sm">
                    <span className="font-semibold">{c.mine ? t.you : c.author.name}</span>{' '}
                    <time
                      dateTime={c.createdAt}
                      title={dateTime(c.createdAt)}
                      className="text-xs text-muted-foreground"
                    >
                      {relativeTime(c.createdAt)}
                    </time>
                  </p>
                  <p className="mt-1 text-sm break-words whitespace-pre-line">{c.body}</p>
                </div>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {t.loadMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
