import { cn } from '@/lib/utils';

type ProgressProps = { value: number | null; label: string; className?: string };

/** A progress bar; `null` is an indeterminate one (work under way, size unknown). */
export function Progress({ value, label, className }: ProgressProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', value === null && 'w-1/3 animate-pulse')}
        style={value === null ? undefined : { width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
  );
}
