import type { ComponentProps } from 'react';
import { useCommonT } from '@/i18n';

/**
 * A trap for form-filling bots: off-screen, hidden from assistive technology and out of the tab
 * order, so people never fill it. The server answers a filled one as success and stores nothing.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  const t = useCommonT();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t('form.honeypotLabel')}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
