import { type EventSummary, MINOR_EVENT_PLACE, spotsLeft } from '@storyloom/domain';
import { Calendar, Clock, MapPin, User, Users } from 'lucide-react';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';

/** Host, date, time, location, attendees and spots left. */
export function EventFacts({ event }: { event: EventSummary }) {
  const t = useT();
  const left = spotsLeft(event);
  const { weekdayDate, timeWithZone } = useDateFormat();
  const attending =
    event.maxAttendees === null
      ? t('events.attending', { count: event.attendees })
      : t('events.attendingOf', { count: event.attendees, max: event.maxAttendees });
  const spots = left === null ? null : left === 0 ? t('events.full') : t('events.spotsLeft', { count: left });
  const items = [
    { icon: User, text: t('events.hostedBy', { name: event.host.name }) },
    { icon: Calendar, text: weekdayDate(event.startsAt) },
    { icon: Clock, text: timeWithZone(event.startsAt) },
    { icon: MapPin, text: event.location === MINOR_EVENT_PLACE ? t('events.online') : event.location },
    {
      icon: Users,
      text: spots === null ? attending : `${attending} · ${spots}`,
    },
  ];
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 shrink-0" /> {text}
        </li>
      ))}
    </ul>
  );
}
