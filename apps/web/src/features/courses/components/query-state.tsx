import { uiText } from '@storyloom/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';

const t = uiText.courses;

/** Loading spinner or error with retry for a query that has no data yet. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="font-medium">{t.errorTitle}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
