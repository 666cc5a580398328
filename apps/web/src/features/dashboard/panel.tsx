import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from './i18n';

type PanelProps<T> = {
  id: string;
  title: string;
  action?: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** A titled dashboard card that loads on its own: spinner, error with retry, or its content. */
export function Panel<T>({ id, title, action, query, children }: PanelProps<T>) {
  const t = useT();
  return (
    <Card aria-labelledby={id} role="region" className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.error ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-muted-foreground">{t('panel.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            {t('panel.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
    </Card>
  );
}
