import { accountMessages, accountText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import { checkConnection } from './connection';

const t = accountText.connectionButton;

function Row({ label, value, good }: { label: string; value: string; good: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2 font-medium">
        <span aria-hidden="true" className={cn('size-2 rounded-full', good ? 'bg-success' : 'bg-destructive')} />
        {value}
      </dd>
    </div>
  );
}

/** The button's panel: a real server check each time it opens, or the error text. */
export function ConnectionPanel({ id }: { id: string }) {
  const check = useQuery({ queryKey: ['connection-check'], queryFn: () => checkConnection(), staleTime: 0, gcTime: 0 });
  const status = check.data?.status;
  const { dateTime } = useDateFormat();
  return (
    <section
      id={id}
      aria-label={t.title}
      className="w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface p-4 text-sm shadow-xl"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t.title}</h2>
        <Button variant="ghost" size="sm" busy={check.isFetching} onClick={() => void check.refetch()}>
          <RefreshCw aria-hidden="true" className={cn(check.isFetching && 'animate-spin')} />
          {check.isFetching ? t.checking : t.recheck}
        </Button>
      </div>
      {check.isError ? (
        <p role="alert" className="text-destructive">
          {accountMessages.connection.checkThrew}
        </p>
      ) : !check.data ? (
        <p role="status" className="text-muted-foreground">
          {t.checking}
        </p>
      ) : check.data.error || !status ? (
        <p role="alert" className="text-destructive">
          {check.data.error}
        </p>
      ) : (
        <div role="status">
          <dl className="flex flex-col gap-2">
            <Row label={t.connection} value={t.online} good />
            <Row label={t.auth} value={status.auth === 'ok' ? t.ok : t.down} good={status.auth === 'ok'} />
            <Row label={t.database} value={status.database === 'ok' ? t.ok : t.down} good={status.database === 'ok'} />
            <Row
              label={t.session}
              value={status.session ? t.expires(dateTime(status.session.expiresAt)) : t.none}
              good={Boolean(status.session)}
            />
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            {t.checkedAt} {dateTime(status.time)}
          </p>
        </div>
      )}
    </section>
  );
}
