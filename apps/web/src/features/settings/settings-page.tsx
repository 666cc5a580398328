import { DEFAULT_SETTINGS_TAB, isSettingsTab, type SettingsTab } from '@storyloom/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { docTitle } from '@/lib/utils';
import { useT } from './i18n';
import { SettingsNav, TAB_LABELS } from './settings-nav';

const tabs: Record<SettingsTab, ComponentType> = {
  'login-details': lazy(() => import('./tabs/login-details-tab').then((m) => ({ default: m.LoginDetailsTab }))),
  privacy: lazy(() => import('./tabs/privacy-tab').then((m) => ({ default: m.PrivacyTab }))),
  notifications: lazy(() => import('./tabs/notifications-tab').then((m) => ({ default: m.NotificationsTab }))),
  general: lazy(() => import('./tabs/general-tab').then((m) => ({ default: m.GeneralTab }))),
  email: lazy(() => import('./tabs/email-tab').then((m) => ({ default: m.EmailTab }))),
  domains: lazy(() => import('./tabs/domains-tab').then((m) => ({ default: m.DomainsTab }))),
  billing: lazy(() => import('./tabs/billing-tab').then((m) => ({ default: m.BillingTab }))),
  team: lazy(() => import('./tabs/team-tab').then((m) => ({ default: m.TeamTab }))),
};

/** /settings and /settings/:tab: the left navigation and the chosen tab; the tab lives in the URL. */
export function SettingsPage() {
  const { tab = DEFAULT_SETTINGS_TAB } = useParams();
  const known = isSettingsTab(tab);
  const Tab = known ? tabs[tab] : null;
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:px-8 md:py-10">
      <title>{docTitle(known ? t('docTitle', { tab: t(TAB_LABELS[tab]) }) : t('title'))}</title>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <SettingsNav current={tab} />
        <div className="min-w-0">
          {Tab ? (
            <Suspense fallback={<Spinner />}>
              <Tab />
            </Suspense>
          ) : (
            <section aria-labelledby="unknown-tab" className="rounded-xl border border-border bg-surface p-6">
              <h2 id="unknown-tab" className="text-lg font-semibold">
                {t('unknownTitle')}
              </h2>
              <p className="mt-2 text-muted-foreground">{t('notImplemented')}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
