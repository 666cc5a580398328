import { cn } from '@/lib/utils';

const sizes = {
  xs: 'size-6 text-xs',
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  xl: 'size-12 text-lg',
  lg: 'size-16 text-2xl',
  '2xl': 'size-24 text-3xl',
} as const;

/** A round avatar: the picture, or the first letter of the name on the brand colour. Decorative unless `alt`. */
export function Avatar({
  url,
  name,
  size = 'md',
  alt = '',
  className,
}: {
  url: string | null;
  name: string;
  size?: keyof typeof sizes;
  alt?: string;
  className?: string;
}) {
  if (url)
    return <img src={url} alt={alt} className={cn('shrink-0 rounded-full object-cover', sizes[size], className)} />;
  const classes = cn(
    'flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
    sizes[size],
    className,
  );
  const initial = (name.trim().charAt(0) || '?').toUpperCase();
  return alt ? (
    <span role="img" aria-label={alt} className={classes}>
      {initial}
    </span>
  ) : (
    <span aria-hidden="true" className={classes}>
      {initial}
    </span>
  );
}
