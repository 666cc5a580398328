import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useT } from './i18n';
import { HELP_RESOURCES } from './labels';

/** Free, confidential services for young people who are struggling, and the emergency line first. */
export function HelpResources({ className }: { className?: string }) {
  const t = useT();
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <p className="font-medium">{t('guidelines.emergency')}</p>
      <ul className="flex flex-col gap-2">
        {HELP_RESOURCES.map((r) => (
          <li key={r.href} className="flex flex-col">
            <a
              href={r.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
            >
              {t(r.name)}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
            <span className="text-sm text-muted-foreground">{t(r.detail)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
