import { filterPrograms, PROGRAM_LEVELS, PROGRAMS, type ProgramLevel, toggleLevel } from '@storyloom/domain';
import { useState } from 'react';
import { useMe } from '@/lib/me';
import { cn, docTitle } from '@/lib/utils';
import { useT } from './i18n';
import { ProgramCard } from './program-card';

export function ProgramsPage() {
  const t = useT();
  const [level, setLevel] = useState<ProgramLevel | null>(null);
  const { data: me } = useMe();
  const programs = filterPrograms(PROGRAMS, level);
  const enrollTo = me ? '/courses' : '/register';
  return (
    <div className="flex-1">
      <title>{docTitle(t('title'))}</title>
      <header className="hero-backdrop border-b border-border px-4 py-10 md:py-14">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground md:text-lg">{t('intro')}</p>
          <fieldset className="mt-6">
            <legend className="sr-only">{t('levelFilter')}</legend>
            <div className="flex flex-wrap gap-2">
              {PROGRAM_LEVELS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={level === option}
                  onClick={() => setLevel((current) => toggleLevel(current, option))}
                  className={cn(
                    'h-10 rounded-full border px-5 text-sm font-medium transition-colors',
                    level === option
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-surface hover:bg-muted',
                  )}
                >
                  {t('level', { level: option })}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {programs.map((program) => (
            <li key={program.id} className="flex">
              <ProgramCard program={program} enrollTo={enrollTo} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
