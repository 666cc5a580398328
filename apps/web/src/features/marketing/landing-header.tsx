import { Link } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { useMe } from '@/lib/me';
import type { LandingFeatureKey } from './feature-media';
import { useT } from './i18n';
import { LandingMobileMenu } from './landing-mobile-menu';

const navClass = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';

/** The landing header: brand, Features anchor, Join Waiting List, Contact, Sign in, Sign up, theme toggle. */
export function LandingHeader({ onFeature }: { onFeature: (key: LandingFeatureKey) => void }) {
  const t = useT();
  const { data: me, isPending } = useMe();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center gap-2 px-4">
        <LandingMobileMenu signedIn={Boolean(me)} onFeature={onFeature} />
        <BrandLink />
        <nav aria-label={t('nav.mainMenu')} className="ms-6 hidden items-center gap-1 md:flex">
          <a href="#features" className={navClass}>
            {t('nav.features')}
          </a>
          <Link to="/waiting-list" className={navClass}>
            {t('nav.joinWaitingList')}
          </Link>
          <Link to="/contact" className={navClass}>
            {t('nav.contact')}
          </Link>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {!isPending && !me && <LanguageSwitcher className="hidden md:flex" />}
          <ThemeToggle />
          {me ? (
            <Link to="/dashboard" className={buttonVariants({ className: 'hidden sm:inline-flex' })}>
              {t('nav.goToDashboard')}
            </Link>
          ) : (
            !isPending && (
              <div className="hidden items-center gap-2 md:flex">
                <Link to="/login" className={buttonVariants({ variant: 'ghost' })}>
                  {t('nav.signIn')}
                </Link>
                <Link to="/register" className={buttonVariants()}>
                  {t('nav.signUp')}
                </Link>
              </div>
            )
          )}
        </div>
      </div>
    </header>
  );
}
