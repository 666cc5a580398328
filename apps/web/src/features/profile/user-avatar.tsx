import { cn } from '@/lib/utils';

const sizes = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-24 text-3xl' } as const;

/** A round avatar: the picture, or the first letter of the name on the brand colour. */
export function UserAvatar({
  url,
  name,
  size = 'md',
  alt = '',
}: {
  url: string | null;
  name: string;
  size?: keyof typeof sizes;
  alt?: string;
}) {
  if (url) return <img src={url} alt={alt} className={cn('shrink-0 rounded-full object-cover', sizes[size])} />;
  const classes = cn(
    'flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
    sizes[size],
  );
  const initial = (name.trim().charAt(0) || '?').toUpperCase();
  if (alt) {
    return (
      <span role="img" aria-label={alt} className={classes}>
        {initial}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={classes}>
      {initial}
    </span>
  );
}
