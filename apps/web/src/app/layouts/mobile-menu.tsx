import { uiText } from '@storyloom/domain';
import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

// Loaded on first use so the dialog code stays out of the landing page's initial JS.
const loadSheet = () => import('@/components/ui/sheet');
const Sheet = lazy(() => loadSheet().then((module) => ({ default: module.Sheet })));

/** The menu button shown below 768 px, opening a drawer that closes when the location changes. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Remembering where it opened makes it close on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={uiText.shell.openMenu}
        aria-expanded={open}
        onClick={() => setOpenedAt(pathname)}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
      >
        <Menu aria-hidden="true" className="size-5!" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Sheet open onOpenChange={(next) => setOpenedAt(next ? pathname : null)} title={uiText.shell.menuTitle}>
            {children}
          </Sheet>
        </Suspense>
      )}
    </>
  );
}
