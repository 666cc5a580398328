import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type Option = { value: string | number; label: string };

/**
 * The browser's own select, styled like our inputs: accessible and light on every screen size.
 * The choices are its children, or `options`.
 */
export function NativeSelect({
  className,
  children,
  options,
  ...props
}: ComponentProps<'select'> & { options?: readonly Option[] }) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-input bg-surface pe-9 ps-3 text-sm text-foreground',
          'shadow-xs aria-invalid:border-destructive disabled:opacity-60',
        )}
        {...props}
      >
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
