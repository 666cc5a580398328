import { accountMessages } from '@storyloom/domain';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

const c = accountMessages.connection;

export function ConnectionBanner({ checking, onRetry }: { checking: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p className="flex-1">{c.banner}</p>
      <Button variant="outline" size="sm" disabled={checking} onClick={onRetry}>
        {c.checkConnection}
      </Button>
    </div>
  );
}
