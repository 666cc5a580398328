import { AVATAR_ACCEPT, type StudioCourse } from '@storyloom/domain';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useT } from './i18n';
import { useRemoveCover, useUploadCover } from './media-api';
import { useUploadFlow } from './use-upload-flow';

/** The course's cover: a preview, Upload or Replace (sent as soon as it is chosen), Remove. */
export function CoverEditor({ course }: { course: StudioCourse }) {
  const upload = useUploadCover(course.id);
  const remove = useRemoveCover(course.id);
  const t = useT();
  const flow = useUploadFlow({
    uploaded: t('media.coverSaved'),
    removed: t('media.coverRemoved'),
    failed: t('media.failed'),
    removeFailed: t('deleteFailed'),
  });
  const { input, problem } = flow;
  const headingId = useId();
  const onChoose = (file: File | undefined) => flow.choose(file, (f, callbacks) => upload.mutate(f, callbacks));
  const onRemove = () => flow.remove((callbacks) => remove.mutate(undefined, callbacks));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('media.cover')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('media.coverHint')}</p>
      </div>
      {course.coverUrl ? (
        <img
          src={course.coverUrl}
          alt={t('media.coverAlt')}
          className="aspect-video w-full max-w-sm rounded-md border border-border object-cover"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('media.noCover')}</p>
      )}
      {upload.isPending && <Progress value={null} label={t('media.uploadingCover')} className="max-w-sm" />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" busy={upload.isPending} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" />
          {t(upload.isPending ? 'media.uploadingCover' : course.coverUrl ? 'media.replaceCover' : 'media.chooseCover')}
        </Button>
        {course.coverUrl && (
          <Button variant="ghost" size="sm" busy={remove.isPending} disabled={upload.isPending} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t('media.removeCover')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={AVATAR_ACCEPT}
        aria-label={t('media.coverLabel')}
        onChange={(e) => onChoose(e.currentTarget.files?.[0])}
      />
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {problem}
      </p>
    </section>
  );
}
