import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuDrawer } from '@/components/menu-drawer';

/** The app's menu below 768 px: a drawer that closes when the location changes. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Remembering where it opened makes it close on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return (
    <MenuDrawer open={openedAt === pathname} onOpenChange={(next) => setOpenedAt(next ? pathname : null)}>
      {children}
    </MenuDrawer>
  );
}
