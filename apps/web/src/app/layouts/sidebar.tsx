import { type Me, uiText } from '@storyloom/domain';
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
import { mailText } from '@/features/admin/mail-copy';
import { moderationSidebarText } from '@/features/moderation';
import { canUseStudio, studioSidebarText } from '@/features/studio/access';
import { cn } from '@/lib/utils';
import { RefreshSessionButton } from './refresh-session-button';

type Entry = { to: string; label: string; icon: LucideIcon; end?: boolean };

const m = uiText.shell;
const entries: Entry[] = [
  { to: '/analytics', label: m.analytics, icon: BarChart3 },
  { to: '/community', label: m.community, icon: Users },
  { to: '/courses', label: m.courses, icon: BookOpen },
  { to: '/dashboard', label: m.dashboard, icon: LayoutDashboard },
  { to: '/tools', label: m.aiTools, icon: Sparkles },
  { to: '/profile', label: m.profile, icon: User },
];
const admin: Entry = { to: '/admin', label: m.admin, icon: ShieldCheck, end: true };
const adminEntries: Entry[] = [
  { to: '/admin/waiting-list', label: m.waitingList, icon: ListChecks },
  { to: '/admin/contact-messages', label: m.contactMessages, icon: Mail },
  { to: '/admin/users', label: moderationSidebarText.users, icon: UserCog },
  { to: '/admin/mail', label: mailText.sidebar, icon: MailWarning },
];
/** Issue 17: the course studio, for instructors and admins. */
const studio: Entry = { to: '/studio', label: studioSidebarText.studio, icon: PenTool };
/** Issue 16: the queue, the one admin screen moderators see too. */
const moderation: Entry = { to: '/admin/moderation', label: moderationSidebarText.moderation, icon: ShieldAlert };

function SidebarLink({ to, label, icon: Icon, end }: Entry) {
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
      {label}
    </NavLink>
  );
}

/** Sidebar navigation and tools; the same content in the desktop column and the mobile drawer. */
export function SidebarContent({ me }: { me: Me }) {
  return (
    <div className="flex w-full flex-col gap-6">
      <nav aria-label={m.sidebarNav}>
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
              <ul className="mt-1 ml-4 flex flex-col gap-1 border-l border-border pl-2">
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
