import {
  ArrowRight,
  Briefcase,
  Clapperboard,
  GraduationCap,
  Handshake,
  Lightbulb,
  type LucideIcon,
  MessagesSquare,
  Rocket,
  TrendingUp,
  Users,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { type MarketingKey, useT } from './i18n';
import { Section } from './section';

type IconItem = { title: string; text: string; icon: LucideIcon };
type Translate = ReturnType<typeof useT>;

/** A section's numbered items (`mission.items.0.title`, `.text` …), one per icon. */
function items(t: Translate, section: string, icons: readonly LucideIcon[]): IconItem[] {
  return icons.map((icon, i) => ({
    title: t(`${section}.items.${i}.title` as MarketingKey),
    text: t(`${section}.items.${i}.text` as MarketingKey),
    icon,
  }));
}

function IconCards({
  items,
  columns,
  tone = 'primary',
}: {
  items: IconItem[];
  columns: string;
  tone?: 'primary' | 'warning';
}) {
  return (
    <ul className={cn('grid gap-6', columns)}>
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title}>
          <Card className="h-full p-6">
            <span
              className={cn(
                'flex size-12 items-center justify-center rounded-xl',
                tone === 'primary' ? 'bg-primary/10 text-link' : 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function MissionSection() {
  const t = useT();
  return (
    <Section id="mission" title={t('mission.title')} intro={t('mission.intro')}>
      <IconCards items={items(t, 'mission', [Lightbulb, Wrench, Rocket])} columns="md:grid-cols-3" />
    </Section>
  );
}

export function ServicesSection() {
  const t = useT();
  return (
    <Section id="services" title={t('services.title')} intro={t('services.intro')}>
      <IconCards
        items={items(t, 'services', [GraduationCap, Clapperboard, Briefcase, Users])}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      />
      <div className="mt-10 text-center">
        <Link to="/programs" className="inline-flex items-center gap-2 font-semibold text-link hover:underline">
          {t('services.programsLink')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}

export function ApproachSection() {
  const t = useT();
  return (
    <Section id="approach" title={t('approach.title')} className="bg-muted/50">
      <ol className="grid gap-8 md:grid-cols-3">
        {items(t, 'approach', [Lightbulb, Lightbulb, Lightbulb]).map((item, index) => (
          <li key={item.title} className="flex gap-4">
            <span className="text-gradient text-5xl leading-none font-extrabold">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function ProblemSection() {
  const t = useT();
  return (
    <Section id="problem" title={t('problem.title')} intro={t('problem.intro')}>
      <IconCards
        items={items(t, 'problem', [Lightbulb, TrendingUp, Handshake])}
        columns="md:grid-cols-3"
        tone="warning"
      />
    </Section>
  );
}

export function SolutionsSection() {
  const t = useT();
  return (
    <Section id="solutions" title={t('solutions.title')} className="bg-muted/50">
      <IconCards items={items(t, 'solutions', [GraduationCap, Handshake, MessagesSquare])} columns="md:grid-cols-3" />
      <Card className="mt-6 flex flex-col items-center gap-4 bg-gradient-to-r from-primary/10 via-surface to-pink-500/10 p-8 text-center md:flex-row md:text-start">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
          <Users aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h3 className="text-xl font-bold">{t('solutions.conferenceTitle')}</h3>
          <p className="mt-2 text-muted-foreground">{t('solutions.conferenceText')}</p>
        </div>
      </Card>
    </Section>
  );
}

export function JoinSection() {
  const t = useT();
  return (
    <section aria-labelledby="join-heading" className="px-4 py-16 md:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-[#5b21b6] to-[#be185d] px-6 py-12 text-center text-white shadow-xl md:px-12 md:py-16">
        <h2 id="join-heading" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {t('join.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{t('join.text')}</p>
        <Link
          to="/waiting-list"
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 font-semibold text-[#5b21b6] shadow-sm hover:bg-white/90"
        >
          {t('nav.joinWaitingList')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
