import { Activity } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from './i18n';

const ConnectionPanel = lazy(() => import('./connection-panel').then((m) => ({ default: m.ConnectionPanel })));

/**
 * The floating bottom-end button on every page; its panel loads on first open. It waits for its
 * wording on its own, so the page around it never waits for the auth catalogue.
 */
export function ConnectionButton() {
  return (
    <Suspense fallback={null}>
      <FloatingButton />
    </Suspense>
  );
}

function FloatingButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the panel would fall to <body> as it unmounts: give it back to the button.
      const active = document.activeElement;
      if (active && boxRef.current?.contains(active)) buttonRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    // The panel follows its button in the DOM, so Tab goes from the button into it; it still shows above.
    <div ref={boxRef} className="fixed end-4 bottom-4 z-30 flex flex-col-reverse items-end gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('connectionButton.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={t('connectionButton.open')}
        onClick={() => setOpen((o) => !o)}
        className="flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-lg hover:bg-muted"
      >
        <Activity aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ConnectionPanel id={panelId} />
        </Suspense>
      )}
    </div>
  );
}
