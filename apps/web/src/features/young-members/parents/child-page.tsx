import { type ChildAccountCounts, type ChildAccountView, parentLinkTexts } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, isApiError } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { approveFromPage, childAccountQuery, deleteFromPage, exportUrl, revokeFromPage } from './api';
import { ChildPasswordForm } from './child-password-form';
import { InvalidLink, ParentShell } from './parent-shell';
import { childPageText as p } from './texts';

const COUNT_ORDER: (keyof ChildAccountCounts)[] = [
  'posts',
  'comments',
  'likes',
  'following',
  'followers',
  'spaces',
  'events',
  'enrollments',
  'aiGenerations',
];

const STATE_TONE = {
  granted: 'success',
  pending: 'warning',
  revoked: 'warning',
  none: 'neutral',
  ended: 'neutral',
} as const;

function Summary({ view }: { view: ChildAccountView }) {
  const dates = useDateFormat();
  return (
    <Card className="flex flex-col gap-2 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold">{view.username}</p>
        <Badge tone={STATE_TONE[view.consentState]}>{p.state[view.consentState]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{p.created(dates.date(view.createdAt))}</p>
      <p className="text-sm">{p.aiSharing(view.aiSharing, view.aiConfigured)}</p>
    </Card>
  );
}

function Holdings({ view }: { view: ChildAccountView }) {
  const parts = (Object.keys(p.profileParts) as (keyof typeof p.profileParts)[])
    .filter((k) => view.profileText[k])
    .map((k) => p.profileParts[k]);
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold">{p.holdsHeading}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {COUNT_ORDER.map((key) => (
          <div key={key} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{p.counts[key]}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{view.counts[key]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="text-lg font-semibold">{p.visibleHeading}</h2>
      {p.visible.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
      <p className="text-sm">{p.profileText(parts)}</p>
    </Card>
  );
}

function History({ view }: { view: ChildAccountView }) {
  const dates = useDateFormat();
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="text-lg font-semibold">{p.historyHeading}</h2>
      <ol className="flex flex-col gap-2">
        {view.history.map((h) => (
          <li key={`${h.at}-${h.action}`} className="flex flex-col border-l-2 border-border pl-3 text-sm">
            <span className="font-medium">
              {p.history[h.action]}
              {h.action === 'granted' && ` (${p.historyAi(h.approvedAiSharing)})`}
            </span>
            <span className="text-muted-foreground">
              <time dateTime={h.at}>{dates.dateTime(h.at)}</time> · {p.historyMeta(h.method, h.noticeVersion)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

type Confirming = 'withdraw' | 'delete' | null;

function Actions({ token, view, onDeleted }: { token: string; view: ChildAccountView; onDeleted: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [shareAi, setShareAi] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: childAccountQuery(token).queryKey });
  const done = (text: string) => {
    setNotice(text);
    setConfirming(null);
    return refresh();
  };
  const approve = useMutation({
    mutationFn: (ai: boolean) => approveFromPage(token, ai),
    onSuccess: (result) => done(view.consentState === 'granted' ? p.aiChanged(result.aiSharing) : p.approved),
  });
  const revoke = useMutation({ mutationFn: () => revokeFromPage(token), onSuccess: () => done(p.withdrawn) });
  const remove = useMutation({ mutationFn: () => deleteFromPage(token), onSuccess: onDeleted });
  const failure = approve.error ?? revoke.error ?? remove.error;
  const held = view.consentState === 'pending' || view.consentState === 'revoked';

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h2 className="text-lg font-semibold">{p.actionsHeading}</h2>
      {notice && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {notice}
        </p>
      )}
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {errorMessage(failure, p.failed)}
        </p>
      )}

      <div className="flex flex-col gap-1.5">
        <a href={exportUrl(token)} download className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <Download aria-hidden="true" />
          {p.download}
        </a>
        <p className="text-sm text-muted-foreground">{p.downloadHint}</p>
      </div>

      {held ? (
        <div className="flex flex-col gap-2">
          {view.aiConfigured && (
            <div className="flex items-start gap-3">
              <input
                id={`${id}-ai`}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={shareAi}
                onChange={(e) => setShareAi(e.target.checked)}
              />
              <label htmlFor={`${id}-ai`} className="text-sm">
                {p.approveAi}
              </label>
            </div>
          )}
          <Button className="self-start" disabled={approve.isPending} onClick={() => approve.mutate(shareAi)}>
            {approve.isPending ? p.approving : view.consentState === 'revoked' ? p.approveAgain : p.approve}
          </Button>
        </div>
      ) : (
        view.aiConfigured && (
          <Button
            variant="outline"
            className="self-start"
            disabled={approve.isPending}
            onClick={() => approve.mutate(!view.aiSharing)}
          >
            {view.aiSharing ? p.aiOff : p.aiOn}
          </Button>
        )
      )}

      {view.consentState !== 'revoked' && (
        <div className="flex flex-col gap-1.5">
          <Button variant="outline" className="self-start" onClick={() => setConfirming('withdraw')}>
            {p.withdraw}
          </Button>
          <p className="text-sm text-muted-foreground">{p.withdrawHint}</p>
        </div>
      )}

      <div className="flex flex-col gap-1.5 border-t border-border pt-5">
        <Button variant="destructive" className="self-start" onClick={() => setConfirming('delete')}>
          {p.delete}
        </Button>
        <p className="text-sm text-muted-foreground">{p.deleteHint}</p>
      </div>

      <ConfirmDialog
        open={confirming === 'withdraw'}
        title={p.withdrawConfirmTitle}
        description={p.withdrawConfirm}
        confirmLabel={p.withdraw}
        busyLabel={p.withdrawing}
        busy={revoke.isPending}
        cancelLabel={p.cancel}
        onCancel={() => setConfirming(null)}
        onConfirm={() => revoke.mutate()}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        destructive
        title={p.deleteConfirmTitle}
        description={p.deleteConfirm(view.username)}
        confirmLabel={p.delete}
        busyLabel={p.deleting}
        busy={remove.isPending}
        cancelLabel={p.cancel}
        onCancel={() => setConfirming(null)}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}

function Deleted() {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 className="text-xl font-semibold">{p.deletedTitle}</h2>
      <p role="status">{p.deleted}</p>
    </Card>
  );
}

/** /parents/child?token=…: what the child's account holds, and the parent's rights over it. */
export function ChildPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [deleted, setDeleted] = useState(false);
  const view = useQuery({ ...childAccountQuery(token), enabled: Boolean(token) && !deleted });

  return (
    <ParentShell title={p.title}>
      {deleted ? (
        <Deleted />
      ) : !token || isApiError(view.error, 400) ? (
        <InvalidLink
          message={view.error ? errorMessage(view.error, parentLinkTexts.invalid) : parentLinkTexts.invalid}
        />
      ) : (
        <QueryState
          query={view}
          text={{ failed: (e) => errorMessage(e, p.failed), loading: p.loading, retry: p.retry }}
        >
          {(data) => (
            <>
              <Summary view={data} />
              <Holdings view={data} />
              <Actions token={token} view={data} onDeleted={() => setDeleted(true)} />
              <ChildPasswordForm token={token} username={data.username} />
              <History view={data} />
            </>
          )}
        </QueryState>
      )}
    </ParentShell>
  );
}
