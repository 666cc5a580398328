import type { EventSummary } from '@storyloom/domain';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useT } from '../i18n';
import { RegisterButton } from './event-actions';
import { EventFacts } from './event-facts';
import { EVENT_TYPE_STYLES } from './event-style';

export function TypeBadge({ type }: { type: EventSummary['type'] }) {
  const t = useT();
  return (
    <span className={cn('self-start rounded-full px-2.5 py-0.5 text-xs font-semibold', EVENT_TYPE_STYLES[type])}>
      {t(`events.types.${type}`)}
    </span>
  );
}

/**
 * An event in the list. Two variants: a card in the grid, and a row in the list where
 * View Details opens the event in a new tab.
 */
export function EventCard({ event, variant }: { event: EventSummary; variant: 'grid' | 'list' }) {
  const t = useT();
  const details =
    variant === 'list' ? (
      <a href={`/event/${event.id}`} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline' })}>
        {t('events.viewDetails')} <span className="sr-only">{t('events.opensInNewTab')}</span>
      </a>
    ) : (
      <Link to={`/event/${event.id}`} className={buttonVariants({ variant: 'outline' })}>
        {t('events.viewDetails')}
      </Link>
    );
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm',
        variant === 'grid' ? 'flex-col' : 'flex-col md:flex-row md:items-center',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <TypeBadge type={event.type} />
        <h3 className="text-lg font-semibold">{event.title}</h3>
        <EventFacts event={event} />
      </div>
      <div className={cn('flex flex-col gap-2', variant === 'list' && 'md:min-w-56')}>
        <RegisterButton event={event} />
        {details}
      </div>
    </li>
  );
}
