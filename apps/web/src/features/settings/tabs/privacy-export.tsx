import type { DataExport } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useMe } from '@/lib/me';
import { useDateFormat } from '@/lib/use-date-format';
import { SettingsSection } from '../section';
import { latestExportQueryOptions, useRequestExport } from './privacy-api';
import { fileSize, privacyTabText } from './privacy-text';

const t = privacyTabText.export;

function ExportState({
  current,
  onRequest,
  busy,
}: {
  current: DataExport | null;
  onRequest: () => void;
  busy: boolean;
}) {
  const { data: me } = useMe();
  const format = useDateFormat();
  const request = (label: string, variant: 'primary' | 'outline' = 'primary') => (
    <Button variant={variant} onClick={onRequest} disabled={busy} className="self-start">
      {busy ? t.requesting : label}
    </Button>
  );
  switch (current?.status) {
    case 'building':
      return (
        <div role="status" className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
          <Spinner className="mt-0.5 size-4 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t.building}</p>
            {me?.user.email && <p className="text-muted-foreground">{t.buildingMail}</p>}
          </div>
        </div>
      );
    case 'ready':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">{t.ready(fileSize(current.sizeBytes ?? 0))}</p>
          <a href={current.downloadUrl ?? undefined} download className={buttonVariants({ className: 'self-start' })}>
            <Download aria-hidden="true" />
            {t.download}
          </a>
          <p className="text-sm text-muted-foreground">{t.until(format.dateTime(current.expiresAt ?? ''))}</p>
          {request(t.again, 'outline')}
        </div>
      );
    case 'expired':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t.expired}</p>
          {request(t.request)}
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-sm text-destructive">
            {t.failed}
          </p>
          {request(t.retry)}
        </div>
      );
    default:
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t.validFor}</p>
          {request(t.request)}
        </div>
      );
  }
}

/** Export my data: ask for a zip, watch it being built, download it while the link lasts. */
export function ExportSection() {
  const query = useQuery(latestExportQueryOptions);
  const requestExport = useRequestExport();
  const onRequest = () =>
    requestExport.mutate(undefined, {
      onError: (error) => toast.error(t.requestFailed, { description: errorMessage(error, t.requestFailed) }),
    });
  return (
    <SettingsSection title={t.title} hint={t.hint}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t.contains}</p>
        <QueryState query={query} text={{ failed: t.loadFailed }}>
          {(data) => <ExportState current={data.export} onRequest={onRequest} busy={requestExport.isPending} />}
        </QueryState>
      </div>
    </SettingsSection>
  );
}
