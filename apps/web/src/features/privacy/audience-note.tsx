import { Info } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useT } from './i18n';
import { AUDIENCE_KEYS } from './texts';

/** A plain line saying who will see something: no advice, no "recommended". */
export function AudienceNote({ id, children, className }: { id?: string; children: string; className?: string }) {
  const t = useT();
  // `children` is one of `audienceText`'s (English) lines: it is told in the reader's language.
  const key = AUDIENCE_KEYS[children];
  return (
    <p id={id} className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{key ? t(key) : children}</span>
    </p>
  );
}
