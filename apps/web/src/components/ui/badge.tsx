import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  neutral: 'border-border bg-muted text-foreground',
  primary: 'border-transparent bg-primary/10 text-link',
  // The tint lowers the contrast of text-success below 4.5:1 for small text: a darker green on light.
  success: 'border-transparent bg-success/10 text-green-800 dark:text-success',
  warning: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  /** Outlined in the brand colour, for announcements ('Coming soon', the tools count). */
  highlight: 'border-primary/40 bg-primary/10 text-foreground',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ className, tone = 'neutral', ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
