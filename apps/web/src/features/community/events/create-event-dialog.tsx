import { MINOR_EVENT_PLACE } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useIsMinor } from '@/features/privacy';
import { createEvent, refreshEvents } from '../api/events';
import { useT } from '../i18n';
import { createEventFormSchema, EMPTY_EVENT } from './event-form';
import { EventFormDialog } from './event-form-dialog';

/** Create Event: the event dialog, empty; a new event opens on its own page. */
export function CreateEventDialog() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const minor = useIsMinor();
  return (
    <EventFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t('events.createEvent')}
        </Button>
      }
      title={t('events.createEvent')}
      submitLabel={t('events.create')}
      busyLabel={t('events.creating')}
      idPrefix="event"
      initial={minor ? { ...EMPTY_EVENT, location: MINOR_EVENT_PLACE } : EMPTY_EVENT}
      schema={createEventFormSchema}
      save={async (body) => {
        const event = await createEvent(body);
        toast.success(t('events.created'));
        await refreshEvents(queryClient);
        // The dialog closes while the event's page loads.
        void navigate(`/event/${event.id}`);
      }}
    />
  );
}
