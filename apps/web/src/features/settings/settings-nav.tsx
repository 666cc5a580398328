import { type SettingsTab, settingsText } from '@storyloom/domain';
import { Bell, CreditCard, Globe, KeyRound, Mail, ShieldCheck, SlidersHorizontal, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

const groups: { label: string; tabs: { id: SettingsTab; icon: typeof Bell }[] }[] = [
  {
    label: settingsText.groups.profile,
    tabs: [
      { id: 'login-details', icon: KeyRound },
      { id: 'privacy', icon: ShieldCheck },
    ],
  },
  {
    label: settingsText.groups.settings,
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
  return (
    <nav aria-label={settingsText.navLabel} className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</h2>
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
                  {settingsText.tabs[id]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
