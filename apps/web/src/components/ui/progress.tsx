import { cn } from '@/lib/utils';

type ProgressProps = { value: number | null; label: string; className?: string };

/** A progress bar (0 to 100) with an accessible name; `null` is an indeterminate one (work under way, size unknown). */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped ?? undefined}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', clamped === null && 'w-1/3 animate-pulse')}
        style={clamped === null ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
