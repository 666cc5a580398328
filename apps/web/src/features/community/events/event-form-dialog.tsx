import { EVENT_TYPES, MINOR_EVENT_PLACE } from '@storyloom/domain';
import { type ReactElement, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { AudienceNote, audienceText, useIsMinor } from '@/features/privacy';
import { coachText, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { useDateFormat } from '@/lib/use-date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from '../i18n';
import type { EventFormValues } from './event-form';
import { RowList } from './row-list';

type EventFormDialogProps<Out extends object> = {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** Prefix of the field ids, so two dialogs never share one. */
  idPrefix: string;
  /** The fields of a new form. */
  initial: EventFormValues;
  /** Start from `initial` at each opening (an edit shows the event as it is now); else a draft is kept until saved. */
  freshOnOpen?: boolean;
  /** The check of the fields, given how to read a local date and time in the user's zone. */
  schema: (readLocal: (value: string) => Date | null) => z.ZodType<Out, EventFormValues>;
  /** Sends the checked body; the dialog closes once it resolves. */
  save: (body: Out) => Promise<void>;
};

/** The event dialog of Create Event and Edit Event: a real form, checked by the server's schema before it is sent. */
export function EventFormDialog<Out extends object>({
  trigger,
  title,
  submitLabel,
  busyLabel,
  idPrefix,
  initial,
  freshOnOpen = false,
  schema,
  save,
}: EventFormDialogProps<Out>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dates = useDateFormat();
  // A young member gives no place: their events happen online (the form's value stays as it came).
  const minor = useIsMinor();
  const form = useZodForm(schema(dates.fromLocalInput), {
    defaultValues: initial,
    failure: { fallback: t('events.loadFailed') },
  });
  const agenda = useFieldArray({ control: form.control, name: 'agenda' });
  const materials = useFieldArray({ control: form.control, name: 'materials' });
  const onOpenChange = (next: boolean) => {
    if (next && freshOnOpen) form.reset(initial);
    setOpen(next);
  };
  // The safety filter's answers (issue 16), for the texts as they are now.
  const coach = useSafetyCoach(JSON.stringify(form.watch()));
  const submit = form.submit((body) =>
    coach.guard(async (ack) => {
      await save({ ...body, ...ack });
      setOpen(false);
      form.reset(initial);
    }),
  );
  const focusFinding = (field: string | null) => {
    const [name, index, key] = (field ?? 'description').split('.');
    if (name === 'agenda' && key) form.setFocus(`agenda.${Number(index)}.${key as 'title'}`);
    else if (name === 'materials') form.setFocus(`materials.${Number(index)}.title`);
    else form.setFocus(name === 'title' || name === 'location' ? name : 'description');
  };
  const err = (name: keyof EventFormValues | 'form') =>
    (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('cancel')} aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle>{title}</DialogTitle>
        <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={submit}>
          <div className="sm:col-span-2">
            <FormField id={id('title')} label={t('composer.eventTitle')} error={err('title')}>
              {(p) => <Input {...p} maxLength={120} {...form.register('title')} />}
            </FormField>
          </div>
          <FormField id={id('type')} label={t('composer.eventType')}>
            {(p) => (
              <NativeSelect {...p} {...form.register('type')}>
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`events.types.${type}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={id('date')}
            label={t('composer.eventDate')}
            error={err('date')}
            labelAside={
              <span className="text-xs text-muted-foreground">{t('composer.timesIn', { zone: dates.zoneName() })}</span>
            }
          >
            {(p) => <Input {...p} type="datetime-local" {...form.register('date')} />}
          </FormField>
          {minor ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium">{t('composer.eventLocation')}</p>
              <p className="text-sm">
                {initial.location === MINOR_EVENT_PLACE ? t('events.online') : initial.location}
              </p>
              <AudienceNote>{audienceText.eventsOnline}</AudienceNote>
            </div>
          ) : (
            <FormField id={id('location')} label={t('composer.eventLocation')} error={err('location')}>
              {(p) => <Input {...p} maxLength={200} {...form.register('location')} />}
            </FormField>
          )}
          <FormField id={id('max')} label={t('events.maxAttendees')} error={err('maxAttendees')}>
            {(p) => <Input {...p} type="number" min={1} inputMode="numeric" {...form.register('maxAttendees')} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField id={id('description')} label={t('events.description')} error={err('description')}>
              {(p) => <Textarea {...p} rows={3} maxLength={2000} {...form.register('description')} />}
            </FormField>
          </div>
          <RowList
            legend={t('events.agenda')}
            addLabel={t('events.addAgendaItem')}
            fields={agenda.fields}
            onAdd={() => agenda.append({ time: '', title: '', description: '' })}
            onRemove={agenda.remove}
            columns={[
              { key: 'time', label: t('events.agendaTime') },
              { key: 'title', label: t('events.agendaTitle') },
              { key: 'description', label: t('events.agendaDescription') },
            ]}
            register={(i, key) => form.register(`agenda.${i}.${key as 'time' | 'title' | 'description'}`)}
            error={err('agenda')}
          />
          <RowList
            legend={t('events.materials')}
            addLabel={t('events.addMaterial')}
            fields={materials.fields}
            onAdd={() => materials.append({ title: '', url: '' })}
            onRemove={materials.remove}
            columns={[
              { key: 'title', label: t('events.materialTitle') },
              { key: 'url', label: t('events.materialUrl') },
            ]}
            register={(i, key) => form.register(`materials.${i}.${key as 'title' | 'url'}`)}
            error={err('materials')}
          />
          {err('form') && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {err('form')}
            </p>
          )}
          <div className="sm:col-span-2 empty:hidden">
            <SafetyCoach coach={coach} onEdit={focusFinding} anywayLabel={coachText.saveAnyway} />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
