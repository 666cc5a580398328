import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useT } from './i18n';

export function HeroSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-heading"
      className="hero-backdrop overflow-hidden px-4 pt-12 pb-16 md:pt-20 md:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div className="text-center md:text-start">
          <p className="inline-flex rounded-full border border-border bg-surface/70 px-3 py-1 text-sm font-medium text-link">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')} <span className="text-gradient">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground md:mx-0">{t('hero.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <Link to="/waiting-list" className={buttonVariants({ size: 'lg' })}>
              {t('nav.joinWaitingList')}
              <ArrowRight aria-hidden="true" />
            </Link>
            <a href="#features" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('hero.secondary')}
            </a>
          </div>
        </div>
        <img
          src="/illustrations/hero.svg"
          alt={t('hero.imageAlt')}
          width={480}
          height={400}
          fetchPriority="high"
          className="mx-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  );
}
