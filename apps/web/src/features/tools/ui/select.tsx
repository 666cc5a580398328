import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type Option = { value: string | number; label: string };

/** A native select: keyboard, screen readers and mobile pickers work as users expect. */
export function Select({ options, className, ...props }: ComponentProps<'select'> & { options: readonly Option[] }) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-surface px-3 text-sm text-foreground shadow-xs',
        'aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
