import type { Me } from '@storyloom/domain';
import {
  BarChart3,
  BookOpen,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  MailWarning,
  PenTool,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';
import { canUseStudio } from '@/features/studio/access';
import { type CommonKey, useCommonT } from '@/i18n';
import { cn } from '@/lib/utils';
import { RefreshSessionButton } from './refresh-session-button';

type Entry = { to: string; label: CommonKey; icon: LucideIcon; end?: boolean };

const entries: Entry[] = [
  { to: '/analytics', label: 'nav.analytics', icon: BarChart3 },
  { to: '/community', label: 'nav.community', icon: Users },
  { to: '/courses', label: 'nav.courses', icon: BookOpen },
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/tools', label: 'nav.aiTools', icon: Sparkles },
  { to: '/profile', label: 'nav.profile', icon: User },
];
const admin: Entry = { to: '/admin', label: 'nav.admin', icon: ShieldCheck, end: true };
const adminEntries: Entry[] = [
  { to: '/admin/waiting-list', label: 'nav.waitingList', icon: ListChecks },
  { to: '/admin/contact-messages', label: 'nav.contactMessages', icon: Mail },
  { to: '/admin/users', label: 'nav.users', icon: UserCog },
  { to: '/admin/mail', label: 'nav.mail', icon: MailWarning },
];
/** Issue 17: the course studio, for instructors and admins. */
const studio: Entry = { to: '/studio', label: 'nav.studio', icon: PenTool };
/** Issue 16: the queue, the one admin screen moderators see too. */
const moderation: Entry = { to: '/admin/moderation', label: 'nav.moderation', icon: ShieldAlert };

function SidebarLink({ to, label, icon: Icon, end }: Entry) {
  const t = useCommonT();
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium [&_svg]:size-4',
          isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      <Icon aria-hidden="true" />
      {t(label)}
    </NavLink>
  );
}

/** Sidebar navigation and tools; the same content in the desktop column and the mobile drawer. */
export function SidebarContent({ me }: { me: Me }) {
  const t = useCommonT();
  return (
    <div className="flex w-full flex-col gap-6">
      <nav aria-label={t('shell.sidebarNav')}>
        <ul className="flex flex-col gap-1">
          {entries.map((entry) => (
            <li key={entry.to}>
              <SidebarLink {...entry} />
            </li>
          ))}
          {canUseStudio(me.user.role) && (
            <li>
              <SidebarLink {...studio} />
            </li>
          )}
          {me.user.role === 'admin' && (
            <li>
              <SidebarLink {...admin} />
              <ul className="mt-1 ms-4 flex flex-col gap-1 border-s border-border ps-2">
                {[moderation, ...adminEntries].map((entry) => (
                  <li key={entry.to}>
                    <SidebarLink {...entry} />
                  </li>
                ))}
              </ul>
            </li>
          )}
          {me.user.role === 'moderator' && (
            <li>
              <SidebarLink {...moderation} />
            </li>
          )}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <RefreshSessionButton />
        <ThemeToggle withLabel />
      </div>
    </div>
  );
}
