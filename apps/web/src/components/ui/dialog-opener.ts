import { useRef } from 'react';

// The elements that last had focus, newest last. A dialog opened from a menu item outlives the item
// (the menu closes as the dialog opens), so "the opener" is the newest of these still on the page:
// the menu's button.
const history: HTMLElement[] = [];
const HISTORY_SIZE = 8;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      history.push(event.target);
      if (history.length > HISTORY_SIZE) history.shift();
    },
    true,
  );
}

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus back to the opener when a dialog or drawer closes, whether or not it has a Radix Trigger and
 * even when it is mounted only while open. Spread the result on a Radix `Dialog.Content`; the caller's
 * own handlers run first and win by calling `event.preventDefault()`.
 */
export function useReturnFocus(own: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<HTMLElement[]>([]);
  const openedAt = useRef('');
  return {
    onOpenAutoFocus(event: Event) {
      // Still the opener's focus here: Radix moves focus into the dialog after this handler. It is
      // added in case this module loaded (lazily) after the opener took focus.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? [...history, active] : [...history];
      openedAt.current = window.location.href;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      // A link inside the dialog went to another page: that page takes focus (useFocusOnNavigation).
      if (window.location.href !== openedAt.current) return;
      // It closed to open another (a drawer's item opening a dialog): that one holds focus now.
      if (document.querySelector(OPEN_DIALOG)) return;
      const content = event.currentTarget instanceof Element ? event.currentTarget : null;
      const target = newestConnected(opener.current, content);
      target?.focus();
    },
  };
}

function newestConnected(elements: HTMLElement[], inside: Element | null): HTMLElement | null {
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index];
    if (element?.isConnected && element !== document.body && !inside?.contains(element)) return element;
  }
  return null;
}
