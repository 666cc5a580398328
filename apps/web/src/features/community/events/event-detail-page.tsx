import type { EventDetail } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { HiddenLabel, ItemSafetyMenu, menuLabels } from '@/features/safety';
import { isApiError } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { docTitle } from '@/lib/utils';
import { eventQueryOptions } from '../api/events';
import { translate, useT } from '../i18n';
import { useCommunityLive } from '../live/use-community-live';
import { AddToCalendar, RegisterButton, ShareEvent } from './event-actions';
import { TypeBadge } from './event-card';
import { EventFacts } from './event-facts';
import { HostActions } from './host-actions';
import { materialTarget } from './material-link';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A material's title, linked only when its stored link is safe (a page here, or an http(s) site). */
function MaterialLink({ title, url }: { title: string; url: string }) {
  const target = materialTarget(url, window.location.origin);
  if (target.kind === 'none') return <span>{title}</span>;
  if (target.kind === 'app') {
    return (
      <Link to={target.to} className="text-link hover:underline">
        {title}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer nofollow" className="text-link hover:underline">
      {title}
    </a>
  );
}

function Similar({ event }: { event: EventDetail }) {
  const t = useT();
  const { weekdayDate, time } = useDateFormat();
  return (
    <Section title={t('events.similarEvents')}>
      {event.similar.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('events.noSimilarEvents')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {event.similar.map((s) => (
            <li key={s.id}>
              <Link to={`/event/${s.id}`} className="flex flex-col rounded-lg p-2 hover:bg-muted">
                <span className="font-medium">{s.title}</span>
                <span className="text-xs text-muted-foreground">
                  {weekdayDate(s.startsAt)} · {time(s.startsAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** /event/{eventId}: every field of the event, registration, calendar file, share, similar events. */
export function EventDetailPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  useCommunityLive();
  const query = useQuery(eventQueryOptions(eventId));
  const notFound = isApiError(query.error, 404) || isApiError(query.error, 400);
  useEffect(() => {
    if (query.isError && !notFound)
      toast.error(translate('events.errorTitle'), { description: translate('events.loadFailed') });
  }, [query.isError, notFound]);

  const back = (
    <Link to="/events" className="inline-flex items-center gap-1 text-sm text-link hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('events.backToEvents')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-16" role="status">
        <Spinner />
        <p className="text-muted-foreground">{t('events.loadingDetails')}</p>
      </div>
    );
  }
  const event = query.data;
  if (!event) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 px-4 py-16 text-center">
        <title>{docTitle(t('events.notFound'))}</title>
        <h1 className="text-2xl font-bold">{t('events.notFound')}</h1>
        <p className="text-muted-foreground">{t('events.notFoundText')}</p>
        <Link to="/events" className={buttonVariants()}>
          {t('events.backToEvents')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 md:px-6">
      <title>{docTitle(event.title)}</title>
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <TypeBadge type={event.type} />
          {!event.canEdit && (
            <ItemSafetyMenu label={menuLabels.event} report={{ surface: 'event', itemId: event.id }} />
          )}
        </div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{event.title}</h1>
        {event.isPast && <p className="text-sm text-muted-foreground">{t('events.past')}</p>}
        <HiddenLabel item={event} own={event.canEdit} />
        <HostActions event={event} />
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Section title={t('events.about')}>
            <p className="whitespace-pre-wrap">{event.description}</p>
          </Section>
          {event.agenda.length > 0 && (
            <Section title={t('events.agenda')}>
              <ol className="flex flex-col gap-3">
                {event.agenda.map((item) => (
                  <li key={`${item.time}-${item.title}`} className="flex gap-3">
                    <span className="w-14 shrink-0 font-mono text-sm text-muted-foreground">{item.time}</span>
                    <span className="flex flex-col">
                      <span className="font-medium">{item.title}</span>
                      {item.description && <span className="text-sm text-muted-foreground">{item.description}</span>}
                    </span>
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {event.materials.length > 0 && (
            <Section title={t('events.materials')}>
              <ul className="flex flex-col gap-1">
                {event.materials.map((mat) => (
                  <li key={mat.url + mat.title}>
                    <MaterialLink title={mat.title} url={mat.url} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t('events.aboutHost')}>
            <div className="flex items-start gap-3">
              <Avatar url={event.host.avatarUrl} name={event.host.name} />
              <div className="flex flex-col">
                <span className="font-medium">{event.host.name}</span>
                {event.hostBio && <p className="text-sm text-muted-foreground">{event.hostBio}</p>}
              </div>
            </div>
          </Section>
        </div>
        <aside className="flex flex-col gap-4">
          <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm">
            <EventFacts event={event} />
            <RegisterButton event={event} />
            {!event.registered && <AddToCalendar eventId={event.id} />}
            <ShareEvent eventId={event.id} />
          </section>
          <Similar event={event} />
        </aside>
      </div>
    </div>
  );
}
