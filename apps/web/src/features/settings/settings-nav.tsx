import type { SettingsTab } from '@storyloom/domain';
import { Bell, CreditCard, Globe, KeyRound, Mail, ShieldCheck, SlidersHorizontal, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { type SettingsKey, useT } from './i18n';

/** Each tab's name in the navigation, the page title and the Login Details heading. */
export const TAB_LABELS: Record<SettingsTab, SettingsKey> = {
  'login-details': 'tabs.loginDetails',
  privacy: 'tabs.privacy',
  notifications: 'tabs.notifications',
  general: 'tabs.general',
  email: 'tabs.email',
  domains: 'tabs.domains',
  billing: 'tabs.billing',
  team: 'tabs.team',
};

const groups: { label: SettingsKey; tabs: { id: SettingsTab; icon: typeof Bell }[] }[] = [
  {
    label: 'groups.profile',
    tabs: [
      { id: 'login-details', icon: KeyRound },
      { id: 'privacy', icon: ShieldCheck },
    ],
  },
  {
    label: 'groups.settings',
    tabs: [
      { id: 'notifications', icon: Bell },
      { id: 'general', icon: SlidersHorizontal },
      { id: 'email', icon: Mail },
      { id: 'domains', icon: Globe },
      { id: 'billing', icon: CreditCard },
      { id: 'team', icon: Users },
    ],
  },
];

/**
 * The left navigation: My Profile (login-details first), then Settings. A row of chips on phones.
 * Plain links with our own aria-current: /settings shows login-details without being its URL.
 */
export function SettingsNav({ current }: { current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('navLabel')} className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(group.label)}</h2>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {group.tabs.map(({ id, icon: Icon }) => (
              <li key={id}>
                <Link
                  to={`/settings/${id}`}
                  aria-current={current === id ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                    current === id ? 'bg-muted text-foreground' : 'text-muted-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(TAB_LABELS[id])}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
