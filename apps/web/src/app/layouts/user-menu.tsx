import type { Me } from '@storyloom/domain';
import { messages, uiText } from '@storyloom/domain';
import { LayoutDashboard, LogOut, Settings, User } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/api';
import { displayName } from '@/lib/me';
import { UserMenuFace, userMenuButtonClass } from './user-menu-face';

const links = [
  { to: '/dashboard', label: uiText.shell.dashboard, icon: LayoutDashboard },
  { to: '/profile', label: uiText.shell.profile, icon: User },
  { to: '/settings', label: uiText.shell.settings, icon: Settings },
] as const;

export function UserMenu({ me }: { me: Me }) {
  const signOut = useSignOut();
  const name = displayName(me);
  const onSignOut = () => signOut().catch(() => toast.error(messages.auth.signOutFallback));
  return (
    // Non-modal: a modal menu aria-hides the page behind it, which axe reports as hidden focusable content.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={userMenuButtonClass}>
        <UserMenuFace me={me} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name}</span>
          <span className="block text-xs text-muted-foreground">{messages.shell.creatorLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {uiText.shell.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
