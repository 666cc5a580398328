import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type SectionProps = {
  id?: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  className?: string;
  children: ReactNode;
};

/** A landing section: centred heading and intro over its content. */
export function Section({ id, title, intro, eyebrow, className, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-20 px-4 py-16 md:py-24', className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-link uppercase">{eyebrow}</p>}
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight md:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
