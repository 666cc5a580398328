import {
  COMMUNITY_RULE_IDS,
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX,
  type ModerationAction,
  MUTE_HOURS_MAX,
  type QueueItem,
  SUSPEND_DAYS_MAX,
} from '@storyloom/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { type ActionDraft, type ActionErrors, actionBody, emptyDraft } from './action-form';
import { useModerationAction } from './api';
import { useT } from './i18n';
import { ACTION_CHOICES, ACTION_LABELS, RULE_TITLES } from './labels';

/** Action, the rule it cites (required), hours or days when the action needs them, and a note. */
export function ActionForm({ item, onDone }: { item: QueueItem; onDone: () => void }) {
  const [draft, setDraft] = useState<ActionDraft>(emptyDraft);
  const [errors, setErrors] = useState<ActionErrors>({});
  const mutation = useModerationAction();
  const t = useT();
  // A change to a field clears what was said about it.
  const set = (patch: Partial<ActionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key in patch))));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = actionBody(item, draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`moderation-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(result.body);
      toast.success(t('form.done', { action: t(ACTION_LABELS[draft.action]) }), { description: t('form.doneDetail') });
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('form.failed')));
    }
  };

  return (
    <form
      aria-labelledby="moderation-action-heading"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 border-t border-border pt-4"
    >
      <h3 id="moderation-action-heading" className="text-base font-semibold">
        {t('form.heading')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="moderation-action" label={t('form.action')}>
          {(props) => (
            <NativeSelect
              {...props}
              value={draft.action}
              onChange={(e) => set({ action: e.target.value as ModerationAction })}
            >
              {MODERATION_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(ACTION_CHOICES[action])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="moderation-ruleId" label={t('form.rule')} error={errors.ruleId && t(errors.ruleId)}>
          {(props) => (
            <NativeSelect {...props} required value={draft.ruleId} onChange={(e) => set({ ruleId: e.target.value })}>
              <option value="">{t('form.chooseRule')}</option>
              {COMMUNITY_RULE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(RULE_TITLES[id])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {draft.action === 'mute' && (
          <WholeNumberField
            field="hours"
            label={t('form.hours')}
            max={MUTE_HOURS_MAX}
            value={draft.hours}
            error={errors.hours && t(errors.hours, { max: MUTE_HOURS_MAX })}
            onChange={(hours) => set({ hours })}
          />
        )}
        {draft.action === 'suspend' && (
          <WholeNumberField
            field="days"
            label={t('form.days')}
            max={SUSPEND_DAYS_MAX}
            value={draft.days}
            error={errors.days && t(errors.days, { max: SUSPEND_DAYS_MAX })}
            onChange={(days) => set({ days })}
          />
        )}
      </div>
      <FormField id="moderation-note" label={t('form.note')} hint={t('form.noteHint')}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            maxLength={MODERATION_NOTE_MAX}
            value={draft.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <SubmitButton busy={mutation.isPending} busyText={t('form.submitting')}>
          {t('form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The mute's hours or the suspension's days: a required whole number from 1 to `max`. */
function WholeNumberField(props: {
  field: 'hours' | 'days';
  label: string;
  max: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={`moderation-${props.field}`} label={props.label} error={props.error}>
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={1}
          max={props.max}
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
