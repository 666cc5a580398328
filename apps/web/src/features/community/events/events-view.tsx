import { EVENT_TABS, type EventTab } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays, LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { eventListQueryOptions } from '../api/events';
import { useT } from '../i18n';
import { Chips } from '../ui/filters';
import { useListText } from '../ui/query-text';
import { CalendarView } from './calendar-view';
import { CreateEventDialog } from './create-event-dialog';
import { EventCard } from './event-card';

const TAB_OPTIONS = EVENT_TABS.map((value) => ({ value, labelKey: `events.tabs.${value}` as const }));

function EventList({ tab, variant }: { tab: EventTab; variant: 'grid' | 'list' }) {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(eventListQueryOptions(tab));
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState query={query} text={queryText}>
      {events.length === 0 ? (
        <EmptyState title={t('events.noEventsFound')} text={t('events.noEventsHint')} />
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
  const t = useT();
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
          {t('events.calendarView')}
        </Button>
        <CreateEventDialog />
      </div>
      {calendar ? (
        <CalendarView />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Chips
              legend={t('events.tabsLabel')}
              options={TAB_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
              value={tab}
              onChange={setTab}
            />
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t('events.layoutLabel')}</legend>
              {(['grid', 'list'] as const).map((v) => (
                <Button
                  key={v}
                  size="icon"
                  variant={variant === v ? 'primary' : 'ghost'}
                  aria-pressed={variant === v}
                  aria-label={t(`events.layouts.${v}`)}
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
