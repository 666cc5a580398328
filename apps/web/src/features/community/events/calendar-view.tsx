import type { EventSummary } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import { calendarQueryOptions } from '../api/events';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';
import { monthCells } from './calendar';
import { EVENT_TYPE_STYLES } from './event-style';

/** A month (0-based) moved by `delta` months. */
function shiftMonth({ year, month }: { year: number; month: number }, delta: number) {
  const m = month + delta;
  return { year: year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
}

function DayEvents({ events }: { events: EventSummary[] }) {
  const { time } = useDateFormat();
  return (
    <ul className="flex flex-col gap-1">
      {events.map((e) => (
        <li key={e.id}>
          <Link
            to={`/event/${e.id}`}
            title={`${time(e.startsAt)} ${e.title}`}
            className={cn(
              'line-clamp-2 rounded px-1.5 py-0.5 text-xs leading-snug font-medium hover:underline',
              EVENT_TYPE_STYLES[e.type],
            )}
          >
            <span className="sr-only">{time(e.startsAt)} </span>
            {e.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Calendar View: the events of a month in the reader's time zone (Settings → General), so an
 * event sits on the day the reader's clock shows: a grid on wide screens, a day list on phones.
 */
export function CalendarView() {
  const t = useT();
  const { queryText } = useListText();
  const f = useDateFormat();
  const today = f.wall(new Date());
  const [cursor, setCursor] = useState({ year: today.year, month: today.month - 1 });
  const query = useQuery(calendarQueryOptions(cursor.year, cursor.month, f.timezone));
  const byDay = new Map<number, EventSummary[]>();
  for (const e of query.data?.items ?? []) {
    const at = f.wall(e.startsAt);
    if (at.year !== cursor.year || at.month - 1 !== cursor.month) continue;
    byDay.set(at.day, [...(byDay.get(at.day) ?? []), e]);
  }
  const move = (delta: number) => setCursor((current) => shiftMonth(current, delta));
  const title = f.monthTitle(cursor.year, cursor.month + 1);
  const weekdays = f.weekdays();
  const isToday = (day: number) => day === today.day && cursor.month === today.month - 1 && cursor.year === today.year;

  return (
    <section
      aria-labelledby="calendar-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label={t('events.previousMonth')} onClick={() => move(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id="calendar-title" className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <Button variant="outline" size="icon" aria-label={t('events.nextMonth')} onClick={() => move(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <QueryState query={query} text={queryText}>
        <div className="hidden grid-cols-7 gap-px overflow-hidden rounded-lg border border-border bg-border md:grid">
          {weekdays.map((d) => (
            <div key={d} className="bg-muted px-2 py-1 text-center text-xs font-semibold text-muted-foreground">
              {d}
            </div>
          ))}
          {monthCells(cursor.year, cursor.month).map((day, i) => (
            <div
              key={day ?? `blank-${i}`}
              data-testid={day ? `calendar-day-${day}` : undefined}
              className="min-h-24 bg-surface p-1.5"
            >
              {day && (
                <>
                  <span
                    className={cn(
                      'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                      isToday(day) && 'bg-primary text-primary-foreground',
                    )}
                  >
                    {day}
                  </span>
                  <DayEvents events={byDay.get(day) ?? []} />
                </>
              )}
            </div>
          ))}
        </div>
        <ol className="flex flex-col gap-3 md:hidden">
          {[...byDay.entries()].map(([day, events]) => (
            <li key={day} className="flex gap-3">
              <span className="w-10 shrink-0 text-center text-lg font-bold">{day}</span>
              <div className="min-w-0 flex-1">
                <DayEvents events={events} />
              </div>
            </li>
          ))}
          {byDay.size === 0 && <li className="text-sm text-muted-foreground">{t('events.noEventsThisMonth')}</li>}
        </ol>
      </QueryState>
    </section>
  );
}
