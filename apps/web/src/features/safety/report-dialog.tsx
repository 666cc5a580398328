import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportSurface } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api';
import { sendReport } from './api';
import { HelpResources } from './help-resources';
import { useT } from './i18n';
import { reasonLabel, reportTitle } from './labels';

type Phase = 'form' | 'sent' | 'already';

function ReportForm({
  surface,
  itemId,
  onDone,
}: {
  surface: ReportSurface;
  itemId: string;
  onDone: (phase: Exclude<Phase, 'form'>, reason: ReportReason) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'reason' | 'note' | null>(null);
  const send = useMutation({
    mutationFn: (r: ReportReason) =>
      sendReport({ surface, itemId, reason: r, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: (_data, r) => onDone('sent', r),
    onError: (error, r) => {
      if (isApiError(error, 409)) onDone('already', r);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!reason) {
      setProblem('reason');
      document.getElementById(`${id}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    if (reason === 'other' && !note.trim()) {
      setProblem('note');
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setProblem(null);
    send.mutate(reason);
  };
  const noteRequired = reason === 'other';
  const failure = send.isError && !isApiError(send.error, 409) ? errorMessage(send.error, t('report.failed')) : null;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={problem === 'reason' ? `${id}-reason-error` : undefined}
      >
        <legend className="mb-2 font-medium">{t('report.reasonLegend')}</legend>
        {REPORT_REASONS.map((r) => (
          <label
            key={r}
            htmlFor={`${id}-reason-${r}`}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              id={`${id}-reason-${r}`}
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                if (problem === 'reason') setProblem(null);
              }}
              className="size-4 accent-primary"
            />
            <span className="text-sm">{reasonLabel(t, r)}</span>
          </label>
        ))}
        {problem === 'reason' && (
          <p id={`${id}-reason-error`} role="alert" className="text-sm text-destructive">
            {t('report.chooseReason')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-note`}>{noteRequired ? t('report.noteLabel') : t('report.noteLabelOptional')}</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          required={noteRequired}
          aria-invalid={problem === 'note' ? true : undefined}
          aria-describedby={`${id}-note-hint${problem === 'note' ? ` ${id}-note-error` : ''}`}
          onChange={(e) => {
            setNote(e.target.value);
            if (problem === 'note') setProblem(null);
          }}
        />
        <p id={`${id}-note-hint`} className="text-xs text-muted-foreground">
          {t('report.noteHint')}
        </p>
        {problem === 'note' && (
          <p id={`${id}-note-error`} role="alert" className="text-sm text-destructive">
            {t('report.noteRequired')}
          </p>
        )}
      </div>
      <p className="text-sm">
        <a
          href="/guidelines"
          target="_blank"
          rel="noopener"
          className="font-medium text-link underline-offset-4 hover:underline"
        >
          {t('report.guidelinesLink')}
          <span className="sr-only"> {t('report.newTab')}</span>
        </a>
      </p>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('report.cancel')}</Button>
        </DialogClose>
        <Button type="submit" busy={send.isPending}>
          {send.isPending ? t('report.sending') : t('report.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Outcome({ phase, reason }: { phase: Exclude<Phase, 'form'>; reason: ReportReason | null }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-start gap-2">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span>{phase === 'sent' ? t('report.thanks') : t('report.already')}</span>
      </p>
      {reason === 'self_harm' && (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm">
          <p>{t('report.selfHarmNow')}</p>
          <HelpResources />
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button>{t('report.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

/**
 * The item a member reported can vanish while its confirmation is on screen (enough reports hide it,
 * and the list refreshes): the dialog goes with it. The confirmation then comes as a toast instead.
 */
function useConfirmationIfGone(phase: Phase, reason: ReportReason | null) {
  const t = useT();
  const latest = useRef({ phase, reason, t, closed: false });
  latest.current = { ...latest.current, phase, reason, t };
  useEffect(
    () => () => {
      const { phase: at, reason: why, t: text, closed } = latest.current;
      if (at === 'form' || closed) return;
      toast.success(at === 'sent' ? text('report.thanks') : text('report.already'), {
        action:
          why === 'self_harm'
            ? { label: text('report.findHelp'), onClick: () => window.location.assign('/guidelines#help') }
            : undefined,
      });
    },
    [],
  );
  /** The member closed the dialog: they saw the confirmation. */
  return () => {
    latest.current.closed = true;
  };
}

/**
 * The one Report dialog of every surface (issue 16): a reason, a note (needed for Something else),
 * the guidelines; then the confirmation, or "already reported" on a second report of the same item.
 * Mounted only while open, so each opening starts afresh.
 */
export function ReportDialog({
  surface,
  itemId,
  open,
  onOpenChange,
}: {
  surface: ReportSurface;
  itemId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('form');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const markClosed = useConfirmationIfGone(phase, reason);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) markClosed();
        onOpenChange(next);
      }}
    >
      {/* The confirmation has no description: its message is a live status line. */}
      <DialogContent closeLabel={t('report.close')} {...(phase === 'form' ? {} : { 'aria-describedby': undefined })}>
        <DialogTitle>{phase === 'form' ? reportTitle(t, surface) : t('report.thanksTitle')}</DialogTitle>
        {phase === 'form' ? (
          <>
            <DialogDescription>{t('report.intro')}</DialogDescription>
            <ReportForm
              surface={surface}
              itemId={itemId}
              onDone={(next, r) => {
                setReason(r);
                setPhase(next);
              }}
            />
          </>
        ) : (
          <Outcome phase={phase} reason={reason} />
        )}
      </DialogContent>
    </Dialog>
  );
}
