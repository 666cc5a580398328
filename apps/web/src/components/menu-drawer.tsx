import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useCommonT } from '@/i18n';

// Loaded on first use so the drawer code stays out of the landing page's initial JS.
const loadSheet = () => import('@/components/ui/sheet');
const Sheet = lazy(() => loadSheet().then((module) => ({ default: module.Sheet })));

type MenuDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/** The menu button shown below 768 px and the side drawer it opens. */
export function MenuDrawer({ open, onOpenChange, children }: MenuDrawerProps) {
  const t = useCommonT();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('shell.openMenu')}
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
      >
        <Menu aria-hidden="true" className="size-5!" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Sheet open onOpenChange={onOpenChange} title={t('shell.menuTitle')}>
            {children}
          </Sheet>
        </Suspense>
      )}
    </>
  );
}
