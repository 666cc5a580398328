import { Info } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A plain line saying who will see something: no advice, no "recommended". */
export function AudienceNote({ id, children, className }: { id?: string; children: string; className?: string }) {
  return (
    <p id={id} className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
