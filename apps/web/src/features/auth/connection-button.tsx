import { accountText } from '@storyloom/domain';
import { Activity } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

const ConnectionPanel = lazy(() => import('./connection-panel').then((m) => ({ default: m.ConnectionPanel })));
const t = accountText.connectionButton;

/** The floating bottom-right button on every page; its panel loads on first open. */
export function ConnectionButton() {
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
    <div ref={boxRef} className="fixed right-4 bottom-4 z-30 flex flex-col-reverse items-end gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={t.open}
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
