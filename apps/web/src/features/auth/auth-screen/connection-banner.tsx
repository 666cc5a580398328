import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

export function ConnectionBanner({ checking, onRetry }: { checking: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p className="flex-1">{t('connection.banner')}</p>
      <Button variant="outline" size="sm" disabled={checking} onClick={onRetry}>
        {t('connection.checkConnection')}
      </Button>
    </div>
  );
}
