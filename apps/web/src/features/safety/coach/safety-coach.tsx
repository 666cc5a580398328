import { CircleAlert, Clock, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { T, useT } from '../i18n';
import { coachText, labelText, type SafetyLabel } from '../labels';
import type { SafetyCoach as Coach, CoachProblem } from './use-safety-coach';

function GuidelinesLink() {
  const t = useT();
  return (
    <Link to="/guidelines" className="font-medium text-link underline-offset-4 hover:underline">
      {t('coach.guidelines')}
    </Link>
  );
}

/** The line under the post composer: what the community expects, and where the rules are. */
export function GuidelinesNote() {
  const t = useT();
  return (
    <p className="text-xs text-muted-foreground">
      {t('coach.composerNote')} <GuidelinesLink />
    </p>
  );
}

/**
 * The safety coach (issue 16), inline above a form's submit button. Personal information found in
 * a teen's or an adult's text: what was found and why it matters, with Edit (back to the text) and
 * Post anyway (sent again with the acknowledgement). A refusal or a paused writer: the server's
 * message, the text left as it was in the field.
 */
export function SafetyCoach({
  coach,
  onEdit,
  anywayLabel = coachText.anyway,
}: {
  coach: Coach;
  /** Back to the text: focus the field the finding is in (the first one when unsure). */
  onEdit: (field: string | null) => void;
  /** The resend button's text: "Post anyway" unless a form says otherwise (`coachText.saveAnyway`). */
  anywayLabel?: string | SafetyLabel;
}) {
  // Nothing to show for most writes: only a problem waits for the coach's wording.
  if (!coach.problem) return null;
  return <CoachBox coach={coach} problem={coach.problem} onEdit={onEdit} anywayLabel={anywayLabel} />;
}

function CoachBox({
  coach,
  problem,
  onEdit,
  anywayLabel,
}: {
  coach: Coach;
  problem: CoachProblem;
  onEdit: (field: string | null) => void;
  anywayLabel: string | SafetyLabel;
}) {
  const t = useT();
  const titleId = useId();
  const { timeWithZone } = useDateFormat();

  if (problem.kind !== 'found') {
    const muted = problem.kind === 'muted';
    const title = t(
      muted ? 'coach.mutedTitle' : problem.kind === 'language' ? 'coach.languageTitle' : 'coach.refusedTitle',
    );
    const Icon = muted ? Clock : CircleAlert;
    return (
      <div
        role="alert"
        aria-labelledby={titleId}
        data-testid="safety-coach"
        className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="flex min-w-0 flex-col gap-1">
          <p id={titleId} className="font-semibold text-destructive">
            {title}
          </p>
          <p>{problem.message}</p>
          {muted && problem.until && (
            <p className="font-medium">{t('coach.mutedUntil', { time: timeWithZone(problem.until) })}</p>
          )}
          <p>
            <GuidelinesLink />
          </p>
        </div>
      </div>
    );
  }

  const sendAnyway = () =>
    coach.sendAnyway().catch((error: unknown) => toast.error(errorMessage(error, t('coach.failed'))));
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      data-testid="safety-coach"
      className="flex flex-col gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-amber-800 dark:text-amber-300">
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('coach.title')}
      </h3>
      <p>{t('coach.intro')}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5">
        {problem.findings.map((f) => (
          <li key={`${f.field}:${f.kind}:${f.match}`}>
            <T
              k="coach.finding"
              values={{ match: f.match, message: f.message }}
              components={{ match: <span className="font-medium break-words" /> }}
            />
          </li>
        ))}
      </ul>
      <p>
        {t('coach.whyItMatters')} <GuidelinesLink />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            coach.dismiss();
            onEdit(problem.findings[0]?.field ?? null);
          }}
        >
          {t('coach.edit')}
        </Button>
        <Button size="sm" busy={coach.busy} onClick={sendAnyway}>
          {coach.busy ? t('coach.sending') : labelText(t, anywayLabel)}
        </Button>
      </div>
    </section>
  );
}
