import { type LandingFeatureKey, landingText, messages } from '@storyloom/domain';
import { Link } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { ThemeToggle } from '@/components/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { useMe } from '@/lib/me';
import { LandingMobileMenu } from './landing-mobile-menu';

const n = landingText.nav;
const navClass = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';

/** The landing header: brand, Features anchor, Join Waiting List, Contact, Sign in, Sign up, theme toggle. */
export function LandingHeader({ onFeature }: { onFeature: (key: LandingFeatureKey) => void }) {
  const { data: me, isPending } = useMe();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center gap-2 px-4">
        <LandingMobileMenu signedIn={Boolean(me)} onFeature={onFeature} />
        <BrandLink />
        <nav aria-label={n.mainMenu} className="ml-6 hidden items-center gap-1 md:flex">
          <a href="#features" className={navClass}>
            {n.features}
          </a>
          <Link to="/waiting-list" className={navClass}>
            {n.joinWaitingList}
          </Link>
          <Link to="/contact" className={navClass}>
            {n.contact}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {me ? (
            <Link to="/dashboard" className={buttonVariants({ className: 'hidden sm:inline-flex' })}>
              {n.goToDashboard}
            </Link>
          ) : (
            !isPending && (
              <div className="hidden items-center gap-2 md:flex">
                <Link to="/login" className={buttonVariants({ variant: 'ghost' })}>
                  {messages.auth.signIn}
                </Link>
                <Link to="/register" className={buttonVariants()}>
                  {n.signUp}
                </Link>
              </div>
            )
          )}
        </div>
      </div>
    </header>
  );
}
