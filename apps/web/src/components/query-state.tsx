import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';

export type QueryStateText = {
  /** What a failure says; a function gets the error (to show the server's message). */
  failed: string | ((error: unknown) => string);
  /** A bold line above `failed`. */
  failedTitle?: string;
  /** The Retry button's label; without it there is no button. */
  retry?: string;
  /** Read out while loading; without it the spinner is only seen. */
  loading?: string;
};

type QueryLike<T> = { data: T | undefined; error: unknown; refetch: () => unknown };

type QueryStateProps<T> = {
  query: QueryLike<T>;
  text: QueryStateText;
  className?: string;
  /** The content, once there is data (also while a later refetch runs or fails). */
  children?: ReactNode | ((data: T) => ReactNode);
};

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

/** A query's loading spinner, or its failure with an optional retry, or its content once it has data. */
export function QueryState<T>({ query, text, className, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{typeof children === 'function' ? children(query.data) : children}</>;
  if (query.error) {
    // An account waiting for a parent: the server's first sentence says what is waiting (the shell's
    // banner says who was asked, once, rather than in every panel); retrying won't help.
    const held =
      isApiError(query.error) && query.error.code === 'consent_pending' ? firstSentence(query.error.message) : null;
    const failed = held ?? (typeof text.failed === 'function' ? text.failed(query.error) : text.failed);
    return (
      <div role="alert" className={cn('flex flex-col items-center gap-2 py-8 text-center text-sm', className)}>
        {text.failedTitle && !held && <p className="text-base font-medium">{text.failedTitle}</p>}
        {failed && <p className={cn(text.failedTitle && !held && 'text-muted-foreground')}>{failed}</p>}
        {text.retry && !held && (
          <Button size="sm" variant="outline" onClick={() => query.refetch()}>
            {text.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div role={text.loading ? 'status' : undefined} className={cn('flex justify-center py-8', className)}>
      <Spinner />
      {text.loading && <span className="sr-only">{text.loading}</span>}
    </div>
  );
}

/** A centred message for an empty list: a title and, optionally, a line of help. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <p className="font-semibold">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
    </div>
  );
}
