import { type EventSummary, spotsLeft, uiText } from '@storyloom/domain';
import { Calendar, Clock, MapPin, User, Users } from 'lucide-react';
import { useDateFormat } from '@/lib/use-date-format';

const t = uiText.community;

/** Host, date, time, location, attendees and spots left. */
export function EventFacts({ event }: { event: EventSummary }) {
  const left = spotsLeft(event);
  const { weekdayDate, timeWithZone } = useDateFormat();
  const items = [
    { icon: User, text: t.hostedBy(event.host.name) },
    { icon: Calendar, text: weekdayDate(event.startsAt) },
    { icon: Clock, text: timeWithZone(event.startsAt) },
    { icon: MapPin, text: event.location },
    {
      icon: Users,
      text: `${t.attendees(event.attendees, event.maxAttendees)}${left === null ? '' : ` · ${left === 0 ? t.eventFull : t.spotsLeft(left)}`}`,
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
