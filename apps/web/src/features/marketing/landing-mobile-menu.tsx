import { LANDING_FEATURES, type LandingFeatureKey, landingText, messages } from '@storyloom/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { MenuDrawer } from '@/components/menu-drawer';
import { buttonVariants } from '@/components/ui/button';

const itemClass = 'rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-muted';

type LandingMobileMenuProps = { signedIn: boolean; onFeature: (key: LandingFeatureKey) => void };

/** Below 768 px, a side menu with Main Menu and Features; it closes on any choice. */
export function LandingMobileMenu({ signedIn, onFeature }: LandingMobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <MenuDrawer open={open} onOpenChange={setOpen}>
      <nav aria-label={landingText.nav.mainMenu} className="flex flex-col gap-1">
        <h3 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {landingText.nav.mainMenu}
        </h3>
        <Link to="/waiting-list" className={itemClass} onClick={close}>
          {landingText.nav.joinWaitingList}
        </Link>
        <Link to="/contact" className={itemClass} onClick={close}>
          {landingText.nav.contact}
        </Link>
      </nav>
      <div className="flex flex-col gap-1">
        <h3 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {landingText.nav.features}
        </h3>
        {LANDING_FEATURES.map((feature) => (
          <button
            key={feature.key}
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              onFeature(feature.key);
            }}
          >
            {feature.title}
          </button>
        ))}
      </div>
      <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
        {signedIn ? (
          <Link to="/dashboard" className={buttonVariants()} onClick={close}>
            {landingText.nav.goToDashboard}
          </Link>
        ) : (
          <>
            <Link to="/login" className={buttonVariants({ variant: 'outline' })} onClick={close}>
              {messages.auth.signIn}
            </Link>
            <Link to="/register" className={buttonVariants()} onClick={close}>
              {landingText.nav.signUp}
            </Link>
          </>
        )}
      </div>
    </MenuDrawer>
  );
}
