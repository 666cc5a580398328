import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { sessionsQueryOptions } from './api';
import { useT } from './i18n';
import { useSignOutOthers } from './use-sign-out-others';

/**
 * After a two-factor change: how many other devices are signed in, why that matters (`text`), and
 * a button that signs them out. Nothing while there is no other device.
 */
export function SignOutOthersOffer({ text }: { text: string }) {
  const t = useT();
  const sessions = useQuery(sessionsQueryOptions);
  const [done, setDone] = useState(false);
  const signOut = useSignOutOthers({ onDone: () => setDone(true) });
  const headingId = useId();
  if (done) return <p className="text-sm text-muted-foreground">{t('sessions.othersSignedOut')}</p>;
  const others = sessions.data?.items.filter((session) => !session.current).length ?? 0;
  if (others === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border border-border bg-muted p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('sessions.otherDevices', { count: others })}
      </h3>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden="true" />
        {signOut.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
      </Button>
    </section>
  );
}
