import { type EventSummary, isUpcoming, spotsLeft } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, CheckCircle2, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { eventUrl, icsUrl, refreshEvents, registerForEvent } from '../api/events';
import { useT } from '../i18n';

/** Add to Calendar: downloads the event's .ics file. */
export function AddToCalendar({ eventId, size = 'md' }: { eventId: string; size?: 'sm' | 'md' }) {
  const t = useT();
  return (
    <a
      href={icsUrl(eventId)}
      download
      className={buttonVariants({ variant: 'outline', size })}
      onClick={() => toast.success(t('events.addedToCalendar'))}
    >
      <CalendarPlus aria-hidden="true" />
      {t('events.addToCalendar')}
    </a>
  );
}

export function ShareEvent({ eventId }: { eventId: string }) {
  const t = useT();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(eventUrl(eventId));
      toast.success(t('events.linkCopied'));
    } catch {
      toast.error(t('post.copyFailed'));
    }
  };
  return (
    <Button variant="outline" onClick={share}>
      <Share2 aria-hidden="true" />
      {t('events.shareEvent')}
    </Button>
  );
}

/** The confirmation panel shown once registered. */
function RegisteredPanel({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
      <p className="inline-flex items-center gap-2 font-semibold text-success">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('events.registeredTitle')}
      </p>
      <p>{t('events.registeredText')}</p>
      <AddToCalendar eventId={eventId} size="sm" />
    </div>
  );
}

/** Register (one way, stored; the server refuses when full or past), then the confirmation panel. */
export function RegisterButton({ event, className }: { event: EventSummary; className?: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: () => registerForEvent(event.id),
    onSuccess: async () => {
      toast.success(t('events.registeredTitle'), { description: t('events.registeredText') });
      await refreshEvents(queryClient);
    },
    onError: async (error) => {
      toast.error(errorMessage(error, t('events.loadFailed')));
      await refreshEvents(queryClient);
    },
  });
  if (event.registered) return <RegisteredPanel eventId={event.id} />;
  if (!isUpcoming(event.startsAt)) return null;
  const left = spotsLeft(event);
  return (
    <Button
      className={className}
      disabled={register.isPending || left === 0}
      onClick={() => register.mutate()}
      aria-label={t('events.registerFor', { title: event.title })}
    >
      {left === 0 ? t('events.full') : t('events.register')}
    </Button>
  );
}
