import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-border bg-surface text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-link underline-offset-4 hover:underline',
  /** For the confirm button of something that cannot be undone (delete). */
  destructive: 'bg-destructive text-primary-foreground shadow-sm hover:opacity-90',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

/** Button classes, also for links that look like buttons. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto p-0' : sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Working on it: the button refuses clicks (and so form submits) but stays focusable, marked
   * `aria-disabled`. A `disabled` button would drop keyboard focus on <body> (docs/decisions/2102).
   */
  busy?: boolean;
};

export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy = false,
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={busy ? undefined : disabled}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={buttonVariants({ variant, size, className: cn(busy && 'cursor-progress opacity-60', className) })}
      {...props}
    />
  );
}

/** A form's submit button: busy (still focusable, see Button) while the form is, and then labelled `busyText`. */
export function SubmitButton({
  busy,
  busyText,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'busy'> & { busy: boolean; busyText: string }) {
  return (
    <Button type="submit" busy={busy} {...props}>
      {busy ? busyText : children}
    </Button>
  );
}
