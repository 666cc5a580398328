import { COMMENT_MAX_LENGTH, commentBodySchema, type ModuleView } from '@storyloom/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { HiddenLabel, ItemSafetyMenu, menuLabels, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { relativeTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { commentsQueryOptions, postComment, refreshLearning } from '../api';
import { useT } from '../i18n';
import { useListText } from './list-text';

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
  const t = useT();
  const { queryText } = useListText();
  const { course, module } = view;
  const { dateTime } = useDateFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(commentsQueryOptions(course.slug, module.position));
  const comments = query.data?.pages.flatMap((p) => p.items) ?? [];
  const form = useZodForm(commentBodySchema, {
    defaultValues: { body: '' },
    failure: { title: t('error.title'), fallback: t('error.title') },
  });
  const error = form.formState.errors.body?.message;
  const coach = useSafetyCoach(form.watch('body'));
  const submit = form.submit(({ body }) =>
    coach.guard(async (ack) => {
      await postComment(course.slug, module.position, body, ack);
      form.reset();
      await refreshLearning(queryClient);
    }),
  );

  return (
    <div className="flex flex-col gap-6">
      {course.enrolled && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-comment`}>{t('discussion.commentLabel')}</Label>
          <Textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t('discussion.commentPlaceholder')}
            {...form.register('body')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <SafetyCoach coach={coach} onEdit={() => form.setFocus('body')} />
          <Button type="submit" className="self-end" disabled={!form.watch('body').trim() || form.busy}>
            {form.busy ? t('discussion.posting') : t('discussion.post')}
          </Button>
        </form>
      )}
      {!query.data ? (
        <QueryState query={query} text={queryText} className="py-12" />
      ) : comments.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
          <MessageSquare aria-hidden="true" className="size-8" />
          <p>{t('discussion.empty')}</p>
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
                  <div className="flex items-start gap-2">
                    <p className="flex-1 text-sm">
                      <span className="font-semibold">{c.mine ? t('discussion.you') : c.author.name}</span>{' '}
                      <time
                        dateTime={c.createdAt}
                        title={dateTime(c.createdAt)}
                        className="text-xs text-muted-foreground"
                      >
                        {relativeTime(c.createdAt)}
                      </time>
                    </p>
                    {!c.mine && (
                      <ItemSafetyMenu
                        label={menuLabels.comment(c.author.name)}
                        report={{ surface: 'module_comment', itemId: c.id }}
                        className="-my-1 size-7"
                      />
                    )}
                  </div>
                  <HiddenLabel item={c} own={c.mine} className="mt-1 py-1" />
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
              {t('discussion.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
