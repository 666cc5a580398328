import { useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { MenuDrawer } from '@/components/menu-drawer';
import { buttonVariants } from '@/components/ui/button';
import { featureKey, LANDING_FEATURE_KEYS, type LandingFeatureKey } from './feature-media';
import { useT } from './i18n';

const itemClass = 'rounded-md px-3 py-2 text-start text-sm font-medium hover:bg-muted';

type LandingMobileMenuProps = { signedIn: boolean; onFeature: (key: LandingFeatureKey) => void };

/** Below 768 px, a side menu with Main Menu and Features; it closes on any choice. */
export function LandingMobileMenu({ signedIn, onFeature }: LandingMobileMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <MenuDrawer open={open} onOpenChange={setOpen}>
      <nav aria-label={t('nav.mainMenu')} className="flex flex-col gap-1">
        <h3 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('nav.mainMenu')}
        </h3>
        <Link to="/waiting-list" className={itemClass} onClick={close}>
          {t('nav.joinWaitingList')}
        </Link>
        <Link to="/contact" className={itemClass} onClick={close}>
          {t('nav.contact')}
        </Link>
      </nav>
      <div className="flex flex-col gap-1">
        <h3 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('nav.features')}
        </h3>
        {LANDING_FEATURE_KEYS.map((feature) => (
          <button
            key={feature}
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              onFeature(feature);
            }}
          >
            {t(featureKey(feature, 'title'))}
          </button>
        ))}
      </div>
      <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
        {signedIn ? (
          <Link to="/dashboard" className={buttonVariants()} onClick={close}>
            {t('nav.goToDashboard')}
          </Link>
        ) : (
          <>
            <Link to="/login" className={buttonVariants({ variant: 'outline' })} onClick={close}>
              {t('nav.signIn')}
            </Link>
            <Link to="/register" className={buttonVariants()} onClick={close}>
              {t('nav.signUp')}
            </Link>
            <LanguageSwitcher className="mt-2" />
          </>
        )}
      </div>
    </MenuDrawer>
  );
}
