/**
 * Runs work after the pointer press in progress, if any, has ended with its click.
 *
 * A field checked on blur shows its message as soon as focus leaves it. When focus leaves because
 * the submit button below is pressed, the message pushes that button down between the press and
 * the release, the release lands beside it and the click (the submit) never happens. Waiting for
 * the press to end keeps the button where the press started.
 */
let pressed = false;
let waiting: Array<() => void> = [];
// A click follows the release in the same task for a mouse, a little later for a tap; a press that
// ends elsewhere (a drag, a scroll) has no click at all.
const CLICK_GRACE_MS = 300;

function flush() {
  const run = waiting;
  waiting = [];
  for (const work of run) work();
}

function release() {
  if (!pressed) return;
  pressed = false;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', afterClick, true);
    flush();
  };
  // After the click's own handlers (a submit) have run.
  const afterClick = () => setTimeout(finish, 0);
  document.addEventListener('click', afterClick, true);
  setTimeout(finish, CLICK_GRACE_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `work` now, or once the press in progress has ended (and its click was handled). */
export function afterPointerPress(work: () => void): void {
  if (pressed) waiting.push(work);
  else work();
}
