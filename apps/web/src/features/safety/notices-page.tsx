import { APPEAL_TEXT_MAX, type ModerationNotice } from '@storyloom/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Gavel } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { docTitle } from '@/lib/utils';
import { noticesQueryOptions, safetyKeys, sendAppeal } from './api';
import { useT } from './i18n';
import { actionName, isRuleId, ruleTitle } from './labels';

/** Appeal once: a button, then a text box; afterwards the notice shows the appeal and its status. */
function AppealForm({ notice }: { notice: ModerationNotice }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // Cancel puts focus back on the Appeal button it brings back.
  const refocus = useRef(false);
  const send = useMutation({
    mutationFn: () => sendAppeal(notice.actionId, text.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.notices() }),
  });
  if (send.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium">
        {t('notices.appealSent')}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        ref={(el) => {
          if (el && refocus.current) {
            refocus.current = false;
            el.focus();
          }
        }}
        variant="outline"
        className="self-start"
        onClick={() => setOpen(true)}
      >
        {t('notices.appeal')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !send.isPending) send.mutate();
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <Label htmlFor={`${id}-appeal`}>{t('notices.appealLabel')}</Label>
      <Textarea
        id={`${id}-appeal`}
        rows={3}
        maxLength={APPEAL_TEXT_MAX}
        value={text}
        autoFocus
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('notices.appealHint')}
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(send.error, t('notices.appealFailed'))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={send.isPending} disabled={!text.trim()}>
          {send.isPending ? t('notices.sending') : t('notices.sendAppeal')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            refocus.current = true;
            setOpen(false);
          }}
        >
          {t('notices.cancel')}
        </Button>
      </div>
    </form>
  );
}

function NoticeCard({ notice }: { notice: ModerationNotice }) {
  const t = useT();
  const { dateTime, ago } = useDateFormat();
  const ruleId = notice.ruleId && isRuleId(notice.ruleId) ? notice.ruleId : null;
  const headingId = `notice-${notice.actionId}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold">
            <Gavel aria-hidden="true" className="size-4 text-muted-foreground" />
            {actionName(t, notice.action)}
            <span className="font-normal text-muted-foreground">
              · {t('notices.surface', { surface: notice.surface })}
            </span>
          </h2>
          <time
            dateTime={notice.createdAt}
            title={dateTime(notice.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {ago(notice.createdAt)}
          </time>
        </header>
        {notice.excerpt && (
          <blockquote className="border-s-4 border-border ps-3 text-sm break-words text-muted-foreground">
            {notice.excerpt}
          </blockquote>
        )}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {ruleId && (
            <>
              <dt className="font-medium">{t('notices.rule')}</dt>
              <dd>
                <Link to={`/guidelines#${ruleId}`} className="text-link underline underline-offset-4">
                  {ruleTitle(t, ruleId)}
                </Link>
              </dd>
            </>
          )}
          {notice.note && (
            <>
              <dt className="font-medium">{t('notices.note')}</dt>
              <dd className="break-words whitespace-pre-wrap">{notice.note}</dd>
            </>
          )}
        </dl>
        {notice.endsAt && (
          <p className="text-sm font-medium">{t('notices.until', { when: dateTime(notice.endsAt) })}</p>
        )}
        {notice.appeal ? (
          <div className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {t('notices.yourAppeal')}
              <Badge tone={notice.appeal.status === 'reversed' ? 'success' : 'neutral'}>
                {t('notices.appealStatus', { status: notice.appeal.status })}
              </Badge>
            </p>
            <p className="break-words whitespace-pre-wrap">{notice.appeal.text}</p>
          </div>
        ) : (
          notice.canAppeal && <AppealForm notice={notice} />
        )}
      </article>
    </li>
  );
}

/** /community/notices (issue 16): what moderators did about my items or account, and why; appeal once. */
export function NoticesPage() {
  const t = useT();
  const query = useInfiniteQuery(noticesQueryOptions);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:px-8">
      <title>{docTitle(t('notices.title'))}</title>
      <Link to="/community" className="inline-flex items-center gap-2 self-start text-sm text-link hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('notices.backToCommunity')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{t('notices.title')}</h1>
      <p className="text-muted-foreground">
        {t('notices.intro')}{' '}
        <Link to="/guidelines" className="text-link underline underline-offset-4">
          {t('notices.guidelines')}
        </Link>
      </p>
      <QueryState query={query} text={{ failed: t('notices.loadFailed') }}>
        {items.length === 0 ? (
          <EmptyState title={t('notices.empty')} />
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((n) => (
              <NoticeCard key={n.actionId} notice={n} />
            ))}
          </ul>
        )}
        <LoadMore query={query} label={t('more')} loadingLabel={t('loading')} />
      </QueryState>
    </div>
  );
}
