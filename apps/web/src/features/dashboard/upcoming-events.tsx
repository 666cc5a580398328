import type { EventSummary } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Check, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { refreshDashboard, rsvp, upcomingEventsQueryOptions } from './api';
import { useT } from './i18n';
import { Panel } from './panel';

function UpcomingEvent({ event }: { event: EventSummary }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { weekdayDateTime } = useDateFormat();
  const mutation = useMutation({
    mutationFn: () => rsvp(event.id),
    onSuccess: async ({ created }) => {
      if (created) toast.success(t('events.registeredTitle'), { description: t('events.registeredText') });
      else toast.info(t('events.alreadyRsvpd'));
      await refreshDashboard(queryClient);
    },
    onError: (error) =>
      toast.error(t('events.rsvpFailed'), { description: errorMessage(error, t('events.rsvpFailed')) }),
  });
  const spotsLeft = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.attendees);
  const full = spotsLeft === 0 && !event.registered;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <Badge tone="primary">{t('events.type', { type: event.type })}</Badge>
        <span className="text-xs text-muted-foreground">
          {spotsLeft === null
            ? t('events.attending', { count: event.attendees })
            : full
              ? t('events.full')
              : t('events.spotsLeft', { count: spotsLeft })}
        </span>
      </div>
      <h3 className="font-semibold">{event.title}</h3>
      <div className="flex flex-col gap-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {weekdayDateTime(event.startsAt)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-3.5" />
          {event.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-3.5" />
          {event.host.name} · {t('events.attending', { count: event.attendees })}
        </span>
      </div>
      <Button
        size="sm"
        variant={event.registered ? 'outline' : 'primary'}
        className="self-start"
        disabled={full || mutation.isPending}
        aria-label={
          event.registered ? t('events.rsvpdFor', { title: event.title }) : t('events.rsvpFor', { title: event.title })
        }
        onClick={() => mutation.mutate()}
      >
        {event.registered && <Check aria-hidden="true" />}
        {event.registered ? t('events.rsvpd') : full ? t('events.full') : t('events.rsvp')}
      </Button>
    </li>
  );
}

/** The next events, each with an RSVP stored once per user and event. */
export function UpcomingEvents() {
  const t = useT();
  const query = useQuery(upcomingEventsQueryOptions);
  return (
    <Panel
      id="events-title"
      title={t('events.title')}
      query={query}
      action={
        <Link to="/events" className="text-sm text-link hover:underline">
          {t('events.viewAll')}
        </Link>
      }
    >
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('events.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {page.items.map((event) => (
              <UpcomingEvent key={event.id} event={event} />
            ))}
          </ul>
        )
      }
    </Panel>
  );
}
