import { publicText } from '@storyloom/domain';
import type { ComponentProps } from 'react';

/**
 * A trap for form-filling bots: off-screen, hidden from assistive technology and out of the tab
 * order, so people never fill it. The server answers a filled one as success and stores nothing.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {publicText.honeypotLabel}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
