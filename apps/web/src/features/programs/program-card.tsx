import type { Program } from '@storyloom/domain';
import { BookOpen, ChevronDown, Clapperboard, Coins, type LucideIcon, Megaphone, Rocket, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from './i18n';
import { PROGRAM_COPY } from './program-copy';

const icons: Record<string, LucideIcon> = {
  storytelling: BookOpen,
  entrepreneurship: Rocket,
  'content-creation': Clapperboard,
  'audience-engagement': Megaphone,
  monetization: Coins,
  'ai-integration': Sparkles,
};

function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-border">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One program: 'Enroll Now' goes to the course catalogue when signed in, else to sign-up. */
export function ProgramCard({ program, enrollTo }: { program: Program; enrollTo: string }) {
  const t = useT();
  const Icon = icons[program.id] ?? BookOpen;
  const copy = PROGRAM_COPY[program.id];
  // A program the catalogue does not know yet shows the domain's English.
  const title = copy ? t(copy.title) : program.title;
  const description = copy ? t(copy.description) : program.description;
  const keyTopics = copy ? copy.keyTopics.map((key) => t(key)) : program.keyTopics;
  const learningOutcomes = copy ? copy.learningOutcomes.map((key) => t(key)) : program.learningOutcomes;
  return (
    <Card className="flex w-full flex-col gap-4 p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-link">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-bold tracking-tight">{title}</h2>
          {program.levels && (
            <ul aria-label={t('levels')} className="mt-2 flex flex-wrap gap-1.5">
              {program.levels.map((level) => (
                <li key={level}>
                  <Badge tone="primary">{t('level', { level })}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
      <div className="flex flex-col gap-2">
        <Collapsible title={t('keyTopics')}>
          <Bullets items={keyTopics} />
        </Collapsible>
        <Collapsible title={t('learningOutcomes')}>
          <Bullets items={learningOutcomes} />
        </Collapsible>
      </div>
      <Link to={enrollTo} className={buttonVariants({ className: 'mt-auto w-full' })}>
        {t('enrollNow')}
      </Link>
    </Card>
  );
}
