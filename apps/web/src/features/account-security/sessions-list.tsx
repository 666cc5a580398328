import type { UserSession } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api';
import { relativeTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';
import { revokeSession, sessionsKey, sessionsQueryOptions } from './api';
import { useT } from './i18n';
import { useSignOutOthers } from './use-sign-out-others';

const MOBILE = /\b(?:iPhone|iPad|Android)\b/;

/** "5 minutes ago"; a time a little ahead of this clock reads as now. */
function ago(iso: string, now = new Date()): string {
  return relativeTime(new Date(Math.min(Date.parse(iso), now.getTime())).toISOString(), now);
}

/** One signed-in device: its name, address and times; a Sign out button unless it is this one. */
function SessionRow({ session, onSignedOut }: { session: UserSession; onSignedOut: () => void }) {
  const t = useT();
  const { dateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const detailsId = useId();
  const signOut = useMutation({
    mutationFn: () => revokeSession(session.id),
    onSettled: async (_data, error) => {
      // A 404: the session had already ended (elsewhere, or it expired): it is signed out all the same.
      if (error && !isApiError(error, 404)) {
        toast.error(errorMessage(error, t('sessions.signOutFailed')));
        return;
      }
      toast.success(t('sessions.signedOutOne'));
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
      onSignedOut();
    },
  });
  const Icon = MOBILE.test(session.device) ? Smartphone : Monitor;
  return (
    // On a phone the button goes under the text, so neither is squeezed.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-md border border-border p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      <div className="flex flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{session.device}</span>
          {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
        </p>
        <div id={detailsId} className="text-sm text-muted-foreground">
          <p>
            <span className="break-all">{session.ip ?? t('sessions.unknownAddress')}</span>
            <span aria-hidden="true"> · </span>
            {session.current ? (
              t('sessions.activeNow')
            ) : (
              <time dateTime={session.lastSeen} title={dateTime(session.lastSeen)}>
                {t('sessions.lastActive', { when: ago(session.lastSeen) })}
              </time>
            )}
          </p>
          <p>
            <time dateTime={session.createdAt}>{t('sessions.signedInAt', { when: dateTime(session.createdAt) })}</time>
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 justify-self-start sm:col-start-auto"
          aria-label={t('sessions.signOutDevice', { device: session.device })}
          aria-describedby={detailsId}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogOut aria-hidden="true" />
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Settings → Login Details → Sessions: every signed-in device, this one first. */
export function SessionsList() {
  const t = useT();
  const query = useQuery(sessionsQueryOptions);
  const listRef = useRef<HTMLUListElement>(null);
  const signOutOthers = useSignOutOthers();
  return (
    <QueryState
      query={query}
      text={{ failed: t('sessions.loadFailed'), retry: t('sessions.retry'), loading: t('sessions.loading') }}
    >
      {({ items }) => {
        if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('sessions.none')}</p>;
        // Stable: the server's newest-first order stays among the others.
        const sorted = [...items].sort((a, b) => Number(b.current) - Number(a.current));
        const others = items.filter((session) => !session.current).length;
        return (
          <div className="flex flex-col gap-3">
            {/* Focus lands on the list when a row it held is gone, not on the page's start. */}
            <ul
              ref={listRef}
              tabIndex={-1}
              aria-label={t('sessions.listLabel')}
              className="flex flex-col gap-2 rounded-md"
            >
              {sorted.map((session) => (
                <SessionRow key={session.id} session={session} onSignedOut={() => listRef.current?.focus()} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="text-sm text-muted-foreground">{t('sessions.onlyThisDevice')}</p>
            ) : (
              <Button
                variant="outline"
                className="self-start"
                disabled={signOutOthers.isPending}
                onClick={() => signOutOthers.mutate()}
              >
                <LogOut aria-hidden="true" />
                {signOutOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutAll')}
              </Button>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
