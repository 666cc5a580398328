import { isSafeLink } from '@storyloom/domain';
import { Globe } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A profile's website. It links only when it is an http(s) address that is safe to open (decision
 * 1332: rows stored before the check are checked again here); otherwise it is plain text.
 */
export function WebsiteLink({ website }: { website: string }) {
  const text = website.replace(/^https?:\/\//i, '');
  const className = 'inline-flex items-center gap-2 self-start text-sm break-all';
  if (!isSafeLink(website, { paths: false })) {
    return (
      <p className={cn(className, 'text-muted-foreground')}>
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        {text}
      </p>
    );
  }
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer ugc"
      className={cn(className, 'text-link underline-offset-4 hover:underline')}
    >
      <Globe aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </a>
  );
}
