import {
  type CreateEventInput,
  createEventSchema,
  dateText,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventScreenMessages,
  uiText,
} from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useDateFormat } from '@/lib/use-date-format';
import { useZodForm } from '@/lib/use-zod-form';
import { createEvent, refreshEvents } from '../api/events';
import { RowList } from './row-list';

const t = uiText.community;
const m = eventScreenMessages;

interface FormValues {
  title: string;
  type: (typeof EVENT_TYPES)[number];
  description: string;
  /** datetime-local, the reader's time zone */
  date: string;
  location: string;
  maxAttendees: string;
  agenda: Array<{ time: string; title: string; description: string }>;
  materials: Array<{ title: string; url: string }>;
}

const EMPTY: FormValues = {
  title: '',
  type: 'workshop',
  description: '',
  date: '',
  location: '',
  maxAttendees: '',
  agenda: [],
  materials: [],
};

/** The request body from the dialog's fields; `readLocal` reads the date and time in the user's zone (Settings → General). */
function toBody(v: FormValues, readLocal: (value: string) => Date | null): CreateEventInput {
  return {
    title: v.title,
    type: v.type,
    description: v.description,
    startsAt: readLocal(v.date)?.toISOString() ?? '',
    location: v.location,
    maxAttendees: v.maxAttendees.trim() ? Number(v.maxAttendees) : null,
    agenda: v.agenda,
    materials: v.materials,
  };
}

/**
 * The dialog's fields checked with the server's createEventSchema, after reading the date in the
 * user's zone. Each problem goes under its field: the time's under the date, a row's under its list
 * (one message per field is enough to fix it).
 */
function eventFormSchema(readLocal: (value: string) => Date | null) {
  return z.custom<FormValues>().transform((values, ctx) => {
    const body = toBody(values, readLocal);
    const parsed = createEventSchema.safeParse(body);
    if (parsed.success) return body;
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      problems.set(field === 'startsAt' ? 'date' : field, issue.message);
    }
    for (const [field, message] of problems) ctx.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  });
}

/** Create Event: a real form, checked by the server's schema before it is sent. */
export function CreateEventDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dates = useDateFormat();
  const form = useZodForm(eventFormSchema(dates.fromLocalInput), {
    defaultValues: EMPTY,
    failure: { fallback: m.loadFailed },
  });
  const agenda = useFieldArray({ control: form.control, name: 'agenda' });
  const materials = useFieldArray({ control: form.control, name: 'materials' });
  const create = useMutation({
    mutationFn: createEvent,
    onSuccess: async (event) => {
      toast.success(t.eventCreated);
      setOpen(false);
      form.reset(EMPTY);
      await refreshEvents(queryClient);
      await navigate(`/event/${event.id}`);
    },
  });
  const submit = form.submit((body) => create.mutateAsync(body));
  const err = (name: keyof FormValues) => form.formState.errors[name]?.message as string | undefined;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {m.createEvent}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t.cancel} aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle>{m.createEvent}</DialogTitle>
        <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={submit}>
          <div className="sm:col-span-2">
            <FormField id="event-title" label={t.eventTitle} error={err('title')}>
              {(p) => <Input {...p} maxLength={120} {...form.register('title')} />}
            </FormField>
          </div>
          <FormField id="event-type" label={t.eventType}>
            {(p) => (
              <NativeSelect {...p} {...form.register('type')}>
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {EVENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="event-date"
            label={t.eventDate}
            error={err('date')}
            labelAside={<span className="text-xs text-muted-foreground">{dateText.timesIn(dates.zoneName())}</span>}
          >
            {(p) => <Input {...p} type="datetime-local" {...form.register('date')} />}
          </FormField>
          <FormField id="event-location" label={t.eventLocation} error={err('location')}>
            {(p) => <Input {...p} maxLength={200} {...form.register('location')} />}
          </FormField>
          <FormField id="event-max" label={t.maxAttendees} error={err('maxAttendees')}>
            {(p) => <Input {...p} type="number" min={1} inputMode="numeric" {...form.register('maxAttendees')} />}
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="event-description" label={t.eventDescription} error={err('description')}>
              {(p) => <Textarea {...p} rows={3} maxLength={2000} {...form.register('description')} />}
            </FormField>
          </div>
          <RowList
            legend={t.agenda}
            addLabel={t.addAgendaItem}
            fields={agenda.fields}
            onAdd={() => agenda.append({ time: '', title: '', description: '' })}
            onRemove={agenda.remove}
            columns={[
              { key: 'time', label: t.agendaTime },
              { key: 'title', label: t.agendaTitle },
              { key: 'description', label: t.agendaDescription },
            ]}
            register={(i, key) => form.register(`agenda.${i}.${key as 'time' | 'title' | 'description'}`)}
            error={err('agenda')}
          />
          <RowList
            legend={t.materials}
            addLabel={t.addMaterial}
            fields={materials.fields}
            onAdd={() => materials.append({ title: '', url: '' })}
            onRemove={materials.remove}
            columns={[
              { key: 'title', label: t.materialTitle },
              { key: 'url', label: t.materialUrl },
            ]}
            register={(i, key) => form.register(`materials.${i}.${key as 'title' | 'url'}`)}
            error={err('materials')}
          />
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t.creating : t.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
