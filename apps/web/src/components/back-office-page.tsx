import type { ReactNode } from 'react';
import { docTitle } from '@/lib/utils';

/** The frame of an admin or moderation screen: document title, heading and an optional introduction. */
export function BackOfficePage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:px-8">
      <title>{docTitle(title)}</title>
      {intro ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{intro}</p>
        </div>
      ) : (
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      )}
      {children}
    </div>
  );
}
