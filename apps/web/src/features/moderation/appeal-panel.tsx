import type { QueueItem } from '@storyloom/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { useAppealDecision } from './api';
import { useT } from './i18n';
import { ACTION_LABELS, ruleTitle } from './labels';

type Appeal = NonNullable<QueueItem['appeal']>;

/** The author's appeal, the action it is against, and Uphold / Reverse with an optional note. */
export function AppealPanel({ appeal }: { appeal: Appeal }) {
  const decide = useAppealDecision();
  const [note, setNote] = useState('');
  const [deciding, setDeciding] = useState<'uphold' | 'reverse' | null>(null);
  const noteId = useId();
  const { dateTime } = useDateFormat();
  const t = useT();

  const submit = async (decision: 'uphold' | 'reverse') => {
    setDeciding(decision);
    try {
      await decide.mutateAsync({ appealId: appeal.id, decision, note: note.trim() || undefined });
      toast.success(decision === 'uphold' ? t('appeal.upheld') : t('appeal.reversed'));
    } catch (error) {
      toast.error(errorMessage(error, t('appeal.failed')));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <section
      aria-label={t('appeal.heading')}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3"
    >
      <h3 className="text-sm font-semibold">
        {t('appeal.heading')} · <span className="font-normal text-muted-foreground">{dateTime(appeal.createdAt)}</span>
      </h3>
      <p className="text-sm">
        {t('appeal.against', {
          action: t(ACTION_LABELS[appeal.action.action]),
          rule: ruleTitle(t, appeal.action.ruleId),
        })}
      </p>
      <blockquote className="border-s-4 border-border ps-3 text-sm break-words whitespace-pre-wrap">
        {appeal.text}
      </blockquote>
      <div className="flex flex-col gap-2">
        <Label htmlFor={noteId}>{t('appeal.note')}</Label>
        <Textarea id={noteId} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button busy={deciding !== null} onClick={() => submit('uphold')}>
          {t('appeal.uphold')}
        </Button>
        <Button variant="outline" busy={deciding !== null} onClick={() => submit('reverse')}>
          {t('appeal.reverse')}
        </Button>
      </div>
    </section>
  );
}
