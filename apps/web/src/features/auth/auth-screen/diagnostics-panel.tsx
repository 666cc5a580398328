import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import type { ConnectionCheck } from '../connection';
import { useT } from '../i18n';
import { readStoredSession } from '../stored-session';

type Props = { check: ConnectionCheck | null; error: string | null; checking: boolean; onRun: () => void };

/** The collapsible Connection Diagnostics panel: facts from the server and this browser. */
export function DiagnosticsPanel({ check, error, checking, onRun }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const stored = readStoredSession() !== null;
  const { dateTime } = useDateFormat();
  const rows: Array<[string, string]> = check
    ? [
        [t('diagnostics.connected'), check.connected ? t('diagnostics.yes') : t('diagnostics.no')],
        [
          t('diagnostics.authSession'),
          check.authSession === 'active' ? t('diagnostics.active') : t('diagnostics.none'),
        ],
        [t('diagnostics.storedSession'), stored ? t('diagnostics.yes') : t('diagnostics.no')],
        [t('diagnostics.serviceUrl'), `${window.location.origin}/api/auth`],
        [t('diagnostics.flowType'), t('diagnostics.flow')],
        [t('diagnostics.error'), error ?? check.error ?? t('diagnostics.none')],
        [t('diagnostics.lastCheck'), dateTime(check.checkedAt)],
      ]
    : [];
  return (
    <div className="rounded-md border border-border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 px-3 py-2 text-sm font-medium"
      >
        {t('diagnostics.title')}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-3 border-t border-border p-3">
          <Button variant="outline" size="sm" className="self-start" disabled={checking} onClick={onRun}>
            {t('diagnostics.run')}
          </Button>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('diagnostics.notRun')}</p>
          ) : (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words font-mono text-xs leading-5">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </div>
  );
}
