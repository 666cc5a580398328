import { useQuery } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDateFormat } from '@/lib/use-date-format';
import { materialsQueryOptions, recordingsQueryOptions } from '../api';
import { useT } from '../i18n';
import { useListText } from './list-text';
import { MaterialList } from './material-list';

type CourseDialogProps = { slug: string; courseTitle: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Course Materials: every file of the course, fetched when the dialog opens. */
export function MaterialsDialog({ slug, courseTitle, open, onOpenChange }: CourseDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-xl">
        <DialogTitle>{t('dialog.materials')}</DialogTitle>
        <DialogDescription>{courseTitle}</DialogDescription>
        {open && <MaterialsBody slug={slug} />}
      </DialogContent>
    </Dialog>
  );
}

function MaterialsBody({ slug }: { slug: string }) {
  const t = useT();
  const { pagerLabels, queryText } = useListText();
  const [page, setPage] = useState(1);
  const query = useQuery(materialsQueryOptions(slug, page));
  if (!query.data) return <QueryState query={query} text={queryText} className="py-12" />;
  const { items, total, pageSize } = query.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('dialog.noMaterials')}</p>;
  return (
    <>
      <MaterialList items={items} />
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} labels={pagerLabels} />
    </>
  );
}

/** Recorded Sessions: past live sessions, playable in place. */
export function RecordingsDialog({ slug, courseTitle, open, onOpenChange }: CourseDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-2xl">
        <DialogTitle>{t('dialog.recordings')}</DialogTitle>
        <DialogDescription>{courseTitle}</DialogDescription>
        {open && <RecordingsBody slug={slug} />}
      </DialogContent>
    </Dialog>
  );
}

function RecordingsBody({ slug }: { slug: string }) {
  const t = useT();
  const { pagerLabels, queryText } = useListText();
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<string | null>(null);
  const { date } = useDateFormat();
  const query = useQuery(recordingsQueryOptions(slug, page));
  if (!query.data) return <QueryState query={query} text={queryText} className="py-12" />;
  const { items, total, pageSize } = query.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('dialog.noRecordings')}</p>;
  const current = items.find((r) => r.id === playing);
  return (
    <>
      {current && (
        <figure className="flex flex-col gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: demo recordings carry no speech to caption */}
          <video src={current.url} controls autoPlay className="aspect-video w-full rounded-lg bg-black" />
          <figcaption className="text-sm text-muted-foreground">
            {t('dialog.watching', { title: current.title })}
          </figcaption>
        </figure>
      )}
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {items.map((r) => (
          <li key={r.id} className="flex items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{r.title}</p>
              <p className="text-xs text-muted-foreground">
                {t('dialog.recordingMeta', { date: date(r.recordedAt), minutes: r.durationMinutes })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('dialog.watchItem', { title: r.title })}
              onClick={() => setPlaying(r.id)}
            >
              <PlayCircle aria-hidden="true" />
              {t('dialog.watch')}
            </Button>
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} labels={pagerLabels} />
    </>
  );
}
