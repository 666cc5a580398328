import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// About a second of frames for a lazily loaded page to render its heading.
const MAX_FRAMES = 60;

/**
 * After a client-side navigation, focus goes to the new page's h1 (or #main when it has none), as a
 * full page load would start there; it would otherwise stay on the link or fall to <body>
 * (docs/decisions/2102). The first page of a visit is left alone.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // Read while rendering the new location, before the new page commits and can autofocus a field.
  const focusedBefore = useRef<Element | null>(null);
  const renderedFor = useRef(pathname);
  if (renderedFor.current !== pathname) {
    renderedFor.current = pathname;
    focusedBefore.current = document.activeElement;
  }
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const from = focusedBefore.current;
    let frame = 0;
    let frames = 0;
    const move = () => {
      const active = document.activeElement;
      const inDialog = Boolean(active?.closest('[role="dialog"], [role="alertdialog"]'));
      // The new page (autofocus) or the member has put focus somewhere else on purpose: leave it there.
      if (!inDialog && active !== from && active !== document.body && active?.isConnected) return;
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const target = inDialog ? null : (heading ?? (frames >= MAX_FRAMES ? main : null));
      if (!target) {
        if (frames++ <= MAX_FRAMES) frame = requestAnimationFrame(move);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    move();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
