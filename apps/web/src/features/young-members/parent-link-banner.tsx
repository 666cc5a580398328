import type { Me, ParentLink } from '@storyloom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Hourglass, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { meQueryKey } from '@/lib/me';
import { cn } from '@/lib/utils';
import { fetchParentLink, parentLinkQueryKey } from './api';
import { useT } from './i18n';

type Translate = ReturnType<typeof useT>;

function bannerCopy(t: Translate, link: ParentLink): { title?: string; body: string; waiting: boolean } | null {
  if (!link.linked) return null;
  if (link.state === 'pending')
    return { body: t('banner.pending', { email: link.parentEmail ?? 'none' }), waiting: true };
  if (link.state === 'revoked') return { body: t('banner.revoked'), waiting: true };
  if (link.state === 'granted')
    return { title: t('banner.grantedTitle'), body: t('banner.grantedBody'), waiting: false };
  return null;
}

/**
 * The app shell's plain line for a minor with a parental link: while it waits, what is waiting and
 * who was asked; once approved, that a parent is linked and what they can see and do.
 */
export function ParentLinkBanner({ me }: { me: Me }) {
  const t = useT();
  const minor = me.user.ageBand !== 'adult';
  const queryClient = useQueryClient();
  const { data: link } = useQuery({
    queryKey: parentLinkQueryKey(me.user.id),
    queryFn: fetchParentLink,
    enabled: minor,
    staleTime: 60_000,
    // Coming back to the tab is when a child looks again after asking a parent.
    refetchOnWindowFocus: true,
  });
  const standingChanged = link?.linked === true && (link.state === 'granted') !== (me.user.standing === 'active');
  // The parent decided meanwhile: the session's standing (and what the app offers) follows.
  useEffect(() => {
    if (standingChanged) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [standingChanged, queryClient]);

  const copy = minor && link ? bannerCopy(t, link) : null;
  if (!copy) return null;
  const Icon = copy.waiting ? Hourglass : ShieldCheck;
  return (
    <section
      aria-label={t('banner.label')}
      className={cn(
        'flex items-start gap-3 border-b px-4 py-3 text-sm md:px-6',
        copy.waiting ? 'border-primary/30 bg-primary/5' : 'border-border bg-muted/60',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', copy.waiting ? 'text-link' : 'text-success')} />
      <div className="flex min-w-0 flex-col gap-1">
        {copy.title && <p className="font-medium">{copy.title}</p>}
        <p>{copy.body}</p>
        <Link to="/privacy/children" className="w-fit font-medium text-link underline-offset-4 hover:underline">
          {t('banner.learnMore')}
        </Link>
      </div>
    </section>
  );
}
