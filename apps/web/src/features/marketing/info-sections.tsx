import { type LandingItem, landingText } from '@storyloom/domain';
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
import { Section } from './section';

type IconItem = LandingItem & { icon: LucideIcon };

function withIcons(items: readonly LandingItem[], icons: readonly LucideIcon[]): IconItem[] {
  return items.map((item, i) => ({ ...item, icon: icons[i] ?? Lightbulb }));
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
  const m = landingText.mission;
  return (
    <Section id="mission" title={m.title} intro={m.intro}>
      <IconCards items={withIcons(m.items, [Lightbulb, Wrench, Rocket])} columns="md:grid-cols-3" />
    </Section>
  );
}

export function ServicesSection() {
  const s = landingText.services;
  return (
    <Section id="services" title={s.title} intro={s.intro}>
      <IconCards
        items={withIcons(s.items, [GraduationCap, Clapperboard, Briefcase, Users])}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      />
      <div className="mt-10 text-center">
        <Link to="/programs" className="inline-flex items-center gap-2 font-semibold text-link hover:underline">
          {s.programsLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}

export function ApproachSection() {
  const a = landingText.approach;
  return (
    <Section id="approach" title={a.title} className="bg-muted/50">
      <ol className="grid gap-8 md:grid-cols-3">
        {a.items.map((item, index) => (
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
  const p = landingText.problem;
  return (
    <Section id="problem" title={p.title} intro={p.intro}>
      <IconCards
        items={withIcons(p.items, [Lightbulb, TrendingUp, Handshake])}
        columns="md:grid-cols-3"
        tone="warning"
      />
    </Section>
  );
}

export function SolutionsSection() {
  const s = landingText.solutions;
  return (
    <Section id="solutions" title={s.title} className="bg-muted/50">
      <IconCards items={withIcons(s.items, [GraduationCap, Handshake, MessagesSquare])} columns="md:grid-cols-3" />
      <Card className="mt-6 flex flex-col items-center gap-4 bg-gradient-to-r from-primary/10 via-surface to-pink-500/10 p-8 text-center md:flex-row md:text-left">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
          <Users aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h3 className="text-xl font-bold">{s.conferenceTitle}</h3>
          <p className="mt-2 text-muted-foreground">{s.conferenceText}</p>
        </div>
      </Card>
    </Section>
  );
}

export function JoinSection() {
  const j = landingText.join;
  return (
    <section aria-labelledby="join-heading" className="px-4 py-16 md:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-[#5b21b6] to-[#be185d] px-6 py-12 text-center text-white shadow-xl md:px-12 md:py-16">
        <h2 id="join-heading" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {j.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{j.text}</p>
        <Link
          to="/waiting-list"
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 font-semibold text-[#5b21b6] shadow-sm hover:bg-white/90"
        >
          {landingText.nav.joinWaitingList}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
