import type { ReactNode } from 'react';
import { type CommonKey, useCommonT } from '@/i18n';
import { docTitle } from '@/lib/utils';

type PlaceholderPageProps = { title: string; description?: string; children?: ReactNode };

/** A page whose real content is not built yet: its title, a line of text, and room for more. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  const t = useCommonT();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(title)}</title>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{description ?? t('shell.comingSoon')}</p>
      {children}
    </div>
  );
}

/** A placeholder whose title and text are keys of the shell's catalogue (the router's own pages). */
export function ShellPlaceholderPage({ title, description }: { title: CommonKey; description?: CommonKey }) {
  const t = useCommonT();
  return <PlaceholderPage title={t(title)} description={description && t(description)} />;
}
