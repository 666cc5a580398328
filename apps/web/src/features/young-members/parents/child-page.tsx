import type { ChildAccountCounts, ChildAccountView } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { htmlLangOf, useActiveLocale } from '@/i18n';
import { errorMessage, isApiError } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';
import type en from '../messages/en.json';
import { approveFromPage, childAccountQuery, deleteFromPage, exportUrl, revokeFromPage } from './api';
import { ChildPasswordForm } from './child-password-form';
import { InvalidLink, ParentShell } from './parent-shell';

type Key = Extract<keyof typeof en, string>;

/** What the account holds, in this order, each with its label. */
const COUNTS: [keyof ChildAccountCounts, Key][] = [
  ['posts', 'child.count.posts'],
  ['comments', 'child.count.comments'],
  ['likes', 'child.count.likes'],
  ['following', 'child.count.following'],
  ['followers', 'child.count.followers'],
  ['spaces', 'child.count.spaces'],
  ['events', 'child.count.events'],
  ['enrollments', 'child.count.enrollments'],
  ['aiGenerations', 'child.count.aiGenerations'],
];

const PROFILE_PARTS: [keyof ChildAccountView['profileText'], Key][] = [
  ['fullName', 'child.profilePart.fullName'],
  ['bio', 'child.profilePart.bio'],
  ['website', 'child.profilePart.website'],
];

const STATE_TONE = {
  granted: 'success',
  pending: 'warning',
  revoked: 'warning',
  none: 'neutral',
  ended: 'neutral',
} as const;

function Summary({ view }: { view: ChildAccountView }) {
  const p = useT();
  const dates = useDateFormat();
  return (
    <Card className="flex flex-col gap-2 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold">{view.username}</p>
        <Badge tone={STATE_TONE[view.consentState]}>{p('child.state', { state: view.consentState })}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{p('child.created', { when: dates.date(view.createdAt) })}</p>
      <p className="text-sm">
        {p(!view.aiConfigured ? 'child.aiNoProvider' : view.aiSharing ? 'child.aiShared' : 'child.aiOffline')}
      </p>
    </Card>
  );
}

function Holdings({ view }: { view: ChildAccountView }) {
  const p = useT();
  const locale = useActiveLocale();
  const number = new Intl.NumberFormat(locale ? htmlLangOf(locale) : undefined).format;
  const parts = PROFILE_PARTS.filter(([part]) => view.profileText[part]).map(([, key]) => p(key));
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold">{p('child.holdsHeading')}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{p(label)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{number(view.counts[key])}</dd>
          </div>
        ))}
      </dl>
      <h2 className="text-lg font-semibold">{p('child.visibleHeading')}</h2>
      <p className="text-sm">{p('child.visible1')}</p>
      <p className="text-sm">{p('child.visible2')}</p>
      <p className="text-sm">
        {parts.length ? p('child.profileText', { parts: parts.join(', ') }) : p('child.profileEmpty')}
      </p>
    </Card>
  );
}

function History({ view }: { view: ChildAccountView }) {
  const p = useT();
  const dates = useDateFormat();
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="text-lg font-semibold">{p('child.historyHeading')}</h2>
      <ol className="flex flex-col gap-2">
        {view.history.map((h) => (
          <li key={`${h.at}-${h.action}`} className="flex flex-col border-s-2 border-border ps-3 text-sm">
            <span className="font-medium">
              {h.action === 'granted'
                ? p('child.historyGranted', { ai: h.approvedAiSharing ? 'yes' : 'no' })
                : p('child.history', { action: h.action })}
            </span>
            <span className="text-muted-foreground">
              <time dateTime={h.at}>{dates.dateTime(h.at)}</time> ·{' '}
              {h.method === 'email_plus'
                ? p('child.historyMethodEmail', { version: h.noticeVersion })
                : p('child.historyMethod', { method: h.method, version: h.noticeVersion })}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

type Confirming = 'withdraw' | 'delete' | null;

function Actions({ token, view, onDeleted }: { token: string; view: ChildAccountView; onDeleted: () => void }) {
  const p = useT();
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
    onSuccess: (result) =>
      done(
        p(
          view.consentState === 'granted'
            ? result.aiSharing
              ? 'child.aiChangedOn'
              : 'child.aiChangedOff'
            : 'child.approved',
        ),
      ),
  });
  const revoke = useMutation({ mutationFn: () => revokeFromPage(token), onSuccess: () => done(p('child.withdrawn')) });
  const remove = useMutation({ mutationFn: () => deleteFromPage(token), onSuccess: onDeleted });
  const failure = approve.error ?? revoke.error ?? remove.error;
  const held = view.consentState === 'pending' || view.consentState === 'revoked';

  return (
    <Card className="flex flex-col gap-5 p-6">
      <h2 className="text-lg font-semibold">{p('child.actionsHeading')}</h2>
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
          {errorMessage(failure, p('child.failed'))}
        </p>
      )}

      <div className="flex flex-col gap-1.5">
        <a href={exportUrl(token)} download className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <Download aria-hidden="true" />
          {p('child.download')}
        </a>
        <p className="text-sm text-muted-foreground">{p('child.downloadHint')}</p>
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
                {p('child.approveAi')}
              </label>
            </div>
          )}
          <Button className="self-start" disabled={approve.isPending} onClick={() => approve.mutate(shareAi)}>
            {approve.isPending
              ? p('child.approving')
              : view.consentState === 'revoked'
                ? p('child.approveAgain')
                : p('child.approve')}
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
            {view.aiSharing ? p('child.aiOff') : p('child.aiOn')}
          </Button>
        )
      )}

      {view.consentState !== 'revoked' && (
        <div className="flex flex-col gap-1.5">
          <Button variant="outline" className="self-start" onClick={() => setConfirming('withdraw')}>
            {p('child.withdraw')}
          </Button>
          <p className="text-sm text-muted-foreground">{p('child.withdrawHint')}</p>
        </div>
      )}

      <div className="flex flex-col gap-1.5 border-t border-border pt-5">
        <Button variant="destructive" className="self-start" onClick={() => setConfirming('delete')}>
          {p('child.delete')}
        </Button>
        <p className="text-sm text-muted-foreground">{p('child.deleteHint')}</p>
      </div>

      <ConfirmDialog
        open={confirming === 'withdraw'}
        title={p('child.withdrawConfirmTitle')}
        description={p('child.withdrawConfirm')}
        confirmLabel={p('child.withdraw')}
        busyLabel={p('child.withdrawing')}
        busy={revoke.isPending}
        cancelLabel={p('child.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => revoke.mutate()}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        destructive
        title={p('child.deleteConfirmTitle')}
        description={p('child.deleteConfirm', { username: view.username })}
        confirmLabel={p('child.delete')}
        busyLabel={p('child.deleting')}
        busy={remove.isPending}
        cancelLabel={p('child.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}

function Deleted() {
  const p = useT();
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 className="text-xl font-semibold">{p('child.deletedTitle')}</h2>
      <p role="status">{p('child.deleted')}</p>
    </Card>
  );
}

/** /parents/child?token=…: what the child's account holds, and the parent's rights over it. */
export function ChildPage() {
  const p = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [deleted, setDeleted] = useState(false);
  const view = useQuery({ ...childAccountQuery(token), enabled: Boolean(token) && !deleted });

  return (
    <ParentShell title={p('child.title')}>
      {deleted ? (
        <Deleted />
      ) : !token || isApiError(view.error, 400) ? (
        <InvalidLink message={view.error ? errorMessage(view.error, p('invalidLink.message')) : undefined} />
      ) : (
        <QueryState
          query={view}
          text={{
            failed: (e) => errorMessage(e, p('child.failed')),
            loading: p('child.loading'),
            retry: p('child.retry'),
          }}
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
