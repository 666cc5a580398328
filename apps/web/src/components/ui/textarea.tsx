import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
        'placeholder:text-muted-foreground aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
