import type { Me } from '@storyloom/domain';
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
import { useCommonT } from '@/i18n';
import { displayName } from '@/lib/me';
import { UserMenuFace, userMenuButtonClass } from './user-menu-face';

const links = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/profile', label: 'nav.profile', icon: User },
  { to: '/settings', label: 'nav.settings', icon: Settings },
] as const;

export function UserMenu({ me }: { me: Me }) {
  const t = useCommonT();
  const signOut = useSignOut();
  const name = displayName(me);
  const onSignOut = () => signOut().catch(() => toast.error(t('shell.signOutFailed')));
  return (
    // Non-modal: a modal menu aria-hides the page behind it, which axe reports as hidden focusable content.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={userMenuButtonClass}>
        <UserMenuFace me={me} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name}</span>
          <span className="block text-xs text-muted-foreground">{t('shell.creatorLabel')}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('shell.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
