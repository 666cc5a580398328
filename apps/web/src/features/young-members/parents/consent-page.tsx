import type { ConsentView, ParentDecisionResult } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { SubmitButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, isApiError } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';
import { approveConsent, consentViewQuery } from './api';
import { NoticeSections } from './notice-sections';
import { InvalidLink, ParentShell } from './parent-shell';

function Approved({ result, aiConfigured }: { result: ParentDecisionResult; aiConfigured: boolean }) {
  const c = useT();
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h2 className="text-xl font-semibold">{c('consent.doneTitle')}</h2>
      <p role="status">{c('consent.done', { username: result.username })}</p>
      <p>
        {aiConfigured
          ? c(result.aiSharing ? 'consent.doneAiShared' : 'consent.doneAiNotShared')
          : c('consent.noAiProvider')}
      </p>
      <p className="text-sm text-muted-foreground">{c('consent.doneMail')}</p>
    </Card>
  );
}

function ConsentForm({
  token,
  view,
  onDone,
}: {
  token: string;
  view: ConsentView;
  onDone: (r: ParentDecisionResult) => void;
}) {
  const c = useT();
  const id = useId();
  const [approveUse, setApproveUse] = useState(false);
  const [approveAi, setApproveAi] = useState(false);
  const [missing, setMissing] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveConsent(token, view.aiConfigured && approveAi),
    onSuccess: onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!approveUse) return setMissing(true);
    approve.mutate();
  };

  return (
    <Card className="p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {c('consent.choicesHeading')}
        </h2>
        {approve.error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {errorMessage(approve.error, c('consent.failed'))}
          </p>
        )}
        <div className="flex items-start gap-3">
          <input
            id={`${id}-use`}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            checked={approveUse}
            aria-invalid={missing && !approveUse}
            aria-describedby={missing && !approveUse ? `${id}-use-error` : undefined}
            onChange={(e) => {
              setApproveUse(e.target.checked);
              setMissing(false);
            }}
          />
          <label htmlFor={`${id}-use`} className="text-sm font-medium">
            {c('consent.approveUse')}
          </label>
        </div>
        {missing && !approveUse && (
          <p id={`${id}-use-error`} className="-mt-2 ps-7 text-sm text-destructive">
            {c('consent.approveUseRequired')}
          </p>
        )}
        {view.aiConfigured ? (
          <div className="flex items-start gap-3">
            <input
              id={`${id}-ai`}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-primary"
              checked={approveAi}
              onChange={(e) => setApproveAi(e.target.checked)}
            />
            <label htmlFor={`${id}-ai`} className="text-sm">
              {c('consent.approveAi')}
            </label>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{c('consent.noAiProvider')}</p>
        )}
        <SubmitButton busy={approve.isPending} busyText={c('consent.approving')} className="self-start px-8">
          {c('consent.approve')}
        </SubmitButton>
        <p className="text-sm text-muted-foreground">{c('consent.notDecidedHint')}</p>
      </form>
    </Card>
  );
}

/** /parents/consent?token=…: the notice in plain words and the parent's two separate choices. */
export function ConsentPage() {
  const c = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dates = useDateFormat();
  const view = useQuery({ ...consentViewQuery(token), enabled: Boolean(token) });
  const [result, setResult] = useState<ParentDecisionResult | null>(null);

  if (!token) {
    return (
      <ParentShell title={c('consent.title')}>
        <InvalidLink />
      </ParentShell>
    );
  }
  return (
    <ParentShell title={c('consent.title')}>
      {result ? (
        <Approved result={result} aiConfigured={view.data?.aiConfigured ?? false} />
      ) : isApiError(view.error, 400) ? (
        <InvalidLink message={errorMessage(view.error, c('invalidLink.message'))} />
      ) : (
        <QueryState
          query={view}
          text={{
            failed: (e) => errorMessage(e, c('consent.failed')),
            loading: c('consent.loading'),
            retry: c('consent.retry'),
          }}
        >
          {(data) => (
            <>
              <Card className="flex flex-col gap-1 p-6">
                <p className="text-lg font-medium">
                  {c('consent.requested', { username: data.username, when: dates.date(data.requestedAt) })}
                </p>
                <p className="text-sm text-muted-foreground">
                  {c('consent.deadline', { when: dates.dateTime(data.expiresAt) })}
                </p>
              </Card>
              <Card className="p-6">
                <h2 className="mb-4 text-lg font-semibold">{c('consent.noticeHeading')}</h2>
                <NoticeSections username={data.username} aiConfigured={data.aiConfigured} />
              </Card>
              <ConsentForm token={token} view={data} onDone={setResult} />
            </>
          )}
        </QueryState>
      )}
    </ParentShell>
  );
}
