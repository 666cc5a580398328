import { VideoOff } from 'lucide-react';
import { Markdown } from '@/components/markdown';
import { useT } from '../i18n';

/**
 * A video lesson: the instructor's upload in the browser's own player (the server answers range
 * requests, so the learner can seek), with the lesson's notes under it.
 */
export function LessonVideo({ url, notes }: { url: string | null; notes: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: instructors' uploads have no caption track yet
        <video src={url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-black" />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-muted p-6 text-center">
          <VideoOff aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">{t('module.noVideo')}</p>
          <p className="text-sm text-muted-foreground">{t('module.noVideoText')}</p>
        </div>
      )}
      {notes.trim() && <Markdown>{notes}</Markdown>}
    </div>
  );
}
