import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import { checkConnection } from './connection';
import { useT } from './i18n';

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
  const t = useT();
  const check = useQuery({ queryKey: ['connection-check'], queryFn: () => checkConnection(), staleTime: 0, gcTime: 0 });
  const status = check.data?.status;
  const { dateTime } = useDateFormat();
  return (
    <section
      id={id}
      aria-label={t('connectionButton.title')}
      className="w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface p-4 text-sm shadow-xl"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('connectionButton.title')}</h2>
        <Button variant="ghost" size="sm" busy={check.isFetching} onClick={() => void check.refetch()}>
          <RefreshCw aria-hidden="true" className={cn(check.isFetching && 'animate-spin')} />
          {check.isFetching ? t('connectionButton.checking') : t('connectionButton.recheck')}
        </Button>
      </div>
      {check.isError ? (
        <p role="alert" className="text-destructive">
          {t('connection.checkThrew')}
        </p>
      ) : !check.data ? (
        <p role="status" className="text-muted-foreground">
          {t('connectionButton.checking')}
        </p>
      ) : check.data.error || !status ? (
        <p role="alert" className="text-destructive">
          {check.data.error}
        </p>
      ) : (
        <div role="status">
          <dl className="flex flex-col gap-2">
            <Row label={t('connectionButton.connection')} value={t('connectionButton.online')} good />
            <Row
              label={t('connectionButton.auth')}
              value={status.auth === 'ok' ? t('connectionButton.ok') : t('connectionButton.down')}
              good={status.auth === 'ok'}
            />
            <Row
              label={t('connectionButton.database')}
              value={status.database === 'ok' ? t('connectionButton.ok') : t('connectionButton.down')}
              good={status.database === 'ok'}
            />
            <Row
              label={t('connectionButton.session')}
              value={
                status.session
                  ? t('connectionButton.expires', { when: dateTime(status.session.expiresAt) })
                  : t('connectionButton.none')
              }
              good={Boolean(status.session)}
            />
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            {t('connectionButton.checkedAt', { time: dateTime(status.time) })}
          </p>
        </div>
      )}
    </section>
  );
}
