import { Link } from 'react-router';
import { SocialLinks } from '@/components/social-links';
import { useCommonT } from '@/i18n';
import { featureKey, LANDING_FEATURE_KEYS, type LandingFeatureKey } from './feature-media';
import { useT } from './i18n';

const linkClass = 'text-sm text-muted-foreground hover:text-foreground hover:underline';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}

export function LandingFooter({ onFeature }: { onFeature: (key: LandingFeatureKey) => void }) {
  const t = useT();
  const common = useCommonT();
  return (
    // The deep bottom padding keeps the footer's last line clear of the floating connection button.
    <footer className="border-t border-border bg-surface px-4 pt-12 pb-24">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {common('shell.brand')}
          </p>
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <SocialLinks label={t('footer.social')} className="mt-5" />
        </div>
        <Column title={t('footer.features')}>
          {LANDING_FEATURE_KEYS.map((feature) => (
            <li key={feature}>
              <button type="button" className={linkClass} onClick={() => onFeature(feature)}>
                {t(featureKey(feature, 'title'))}
              </button>
            </li>
          ))}
        </Column>
        <Column title={t('footer.company')}>
          <li>
            <a href="#mission" className={linkClass}>
              {t('footer.aboutUs')}
            </a>
          </li>
          <li>
            <a href="#solutions" className={linkClass}>
              {t('footer.ourMentors')}
            </a>
          </li>
          <li>
            <Link to="/waiting-list" className={linkClass}>
              {t('nav.joinWaitingList')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={linkClass}>
              {t('nav.contact')}
            </Link>
          </li>
        </Column>
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col items-center justify-between gap-3 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <Link to="/privacy" className={linkClass}>
            {t('footer.privacy')}
          </Link>
          <Link to="/guidelines" className={linkClass}>
            {t('footer.guidelines')}
          </Link>
          <a id="terms" href="#terms" className={linkClass}>
            {t('footer.terms')}
          </a>
        </div>
      </div>
    </footer>
  );
}
