import { EVENT_TABS, type EventTab, eventScreenMessages, uiText } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays, LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { eventListQueryOptions } from '../api/events';
import { Chips } from '../ui/filters';
import { loadMore, queryText } from '../ui/query-text';
import { CalendarView } from './calendar-view';
import { CreateEventDialog } from './create-event-dialog';
import { EventCard } from './event-card';

const t = uiText.community;
const m = eventScreenMessages;
const TAB_OPTIONS = EVENT_TABS.map((value) => ({ value, label: m.tabs[value] }));

function EventList({ tab, variant }: { tab: EventTab; variant: 'grid' | 'list' }) {
  const query = useInfiniteQuery(eventListQueryOptions(tab));
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState query={query} text={queryText}>
      {events.length === 0 ? (
        <EmptyState title={m.noEventsFound} text={m.noEventsHint} />
      ) : (
        <ul className={cn('grid gap-4', variant === 'grid' ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1')}>
          {events.map((event) => (
            <EventCard key={event.id} event={event} variant={variant} />
          ))}
        </ul>
      )}
      <LoadMore query={query} {...loadMore} />
    </QueryState>
  );
}

/** The events list: tabs All, Upcoming, Your Events, Past; grid or list; Calendar View; Create Event. */
export function EventsView() {
  const [tab, setTab] = useState<EventTab>('all');
  const [variant, setVariant] = useState<'grid' | 'list'>('grid');
  const [calendar, setCalendar] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant={calendar ? 'primary' : 'outline'}
          aria-pressed={calendar}
          onClick={() => setCalendar((c) => !c)}
        >
          <CalendarDays aria-hidden="true" />
          {m.calendarView}
        </Button>
        <CreateEventDialog />
      </div>
      {calendar ? (
        <CalendarView />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Chips legend={t.eventTabsLabel} options={TAB_OPTIONS} value={tab} onChange={setTab} />
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t.layoutLabel}</legend>
              {(['grid', 'list'] as const).map((v) => (
                <Button
                  key={v}
                  size="icon"
                  variant={variant === v ? 'primary' : 'ghost'}
                  aria-pressed={variant === v}
                  aria-label={t.layouts[v]}
                  onClick={() => setVariant(v)}
                >
                  {v === 'grid' ? <LayoutGrid aria-hidden="true" /> : <List aria-hidden="true" />}
                </Button>
              ))}
            </fieldset>
          </div>
          <EventList tab={tab} variant={variant} />
        </>
      )}
    </div>
  );
}
