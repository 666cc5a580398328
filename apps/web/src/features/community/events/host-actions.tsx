import type { EventDetail } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { deleteEvent, eventQueryOptions, refreshEvents, updateEvent } from '../api/events';
import { communityKeys } from '../api/keys';
import { useT } from '../i18n';
import { editEventFormSchema, eventFormValues } from './event-form';
import { EventFormDialog } from './event-form-dialog';

/** Edit Event: the create dialog, filled with the event; only what changed is sent. */
function EditEventDialog({ event }: { event: EventDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const dates = useDateFormat();
  const initial = eventFormValues(event, dates.toLocalInput);
  return (
    <EventFormDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {t('events.editEvent')}
        </Button>
      }
      title={t('events.editEvent')}
      submitLabel={t('events.saveChanges')}
      busyLabel={t('events.saving')}
      idPrefix="edit-event"
      initial={initial}
      freshOnOpen
      schema={(readLocal) => editEventFormSchema(readLocal, initial)}
      save={async (change) => {
        const updated = await updateEvent(event.id, change);
        queryClient.setQueryData(eventQueryOptions(event.id).queryKey, updated);
        toast.success(t('events.updated'));
        await refreshEvents(queryClient);
      }}
    />
  );
}

/** Delete Event, after a confirmation; then back to /events. */
function DeleteEventDialog({ event }: { event: EventDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteEvent(event.id),
    onSuccess: async () => {
      toast.success(t('events.deleted'));
      setOpen(false);
      await navigate('/events');
      // The event, its registrations, points and the post that announced it are gone everywhere.
      queryClient.removeQueries({ queryKey: eventQueryOptions(event.id).queryKey });
      await Promise.all([
        refreshEvents(queryClient),
        queryClient.invalidateQueries({ queryKey: communityKeys.feeds() }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error, t('somethingWentWrong'))),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          {t('events.deleteEvent')}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle>{t('events.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('events.deleteText')}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? t('events.deleting') : t('delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Edit and Delete, for the event's host or an admin (`canEdit`; the server checks it too). */
export function HostActions({ event }: { event: EventDetail }) {
  if (!event.canEdit) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <EditEventDialog event={event} />
      <DeleteEventDialog event={event} />
    </div>
  );
}
