import type { ReactElement } from 'react';
import { cn } from '@/lib/utils';

// Simple glyphs of our own (no brand assets are shipped); the links are placeholders for now.
const glyphs: Record<string, ReactElement> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  TikTok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
  X: <path d="m4 4 16 16M20 4 4 20" />,
};

/** The networks we link to, by their brand names (the same in every language). */
const SOCIAL_NETWORKS = ['Instagram', 'YouTube', 'TikTok', 'X'] as const;

export function SocialLinks({
  names = SOCIAL_NETWORKS,
  label,
  className,
}: {
  names?: readonly string[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex gap-2', className)}>
      {names.map((name) => (
        <li key={name}>
          <a
            href="#top"
            className="flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {glyphs[name]}
            </svg>
            <span className="sr-only">{name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
