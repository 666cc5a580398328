import { accountMessages, accountText } from '@storyloom/domain';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';
import { cn } from '@/lib/utils';
import type { ConnectionCheck } from '../connection';
import { readStoredSession } from '../stored-session';

const d = accountText.diagnostics;

type Props = { check: ConnectionCheck | null; error: string | null; checking: boolean; onRun: () => void };

/** The collapsible Connection Diagnostics panel: facts from the server and this browser. */
export function DiagnosticsPanel({ check, error, checking, onRun }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const stored = readStoredSession() !== null;
  const { dateTime } = useDateFormat();
  const rows: Array<[string, string]> = check
    ? [
        [d.connected, check.connected ? d.yes : d.no],
        [d.authSession, check.authSession === 'active' ? d.active : d.none],
        [d.storedSession, stored ? d.yes : d.no],
        [d.serviceUrl, `${window.location.origin}/api/auth`],
        [d.flowType, d.flow],
        [d.error, error ?? check.error ?? d.none],
        [d.lastCheck, dateTime(check.checkedAt)],
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
        {accountMessages.connection.diagnostics}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-3 border-t border-border p-3">
          <Button variant="outline" size="sm" className="self-start" disabled={checking} onClick={onRun}>
            {accountMessages.connection.runDiagnostics}
          </Button>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{d.notRun}</p>
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
