import { LESSON_VIDEO_TYPES, type StudioLesson } from '@storyloom/domain';
import { Trash2, Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { clockTime, useFileSize, useT } from './i18n';
import { useRemoveVideo, useUploadVideo } from './media-api';
import { useUploadFlow } from './use-upload-flow';

type LessonVideoProps = { courseId: string; moduleId: string; lesson: StudioLesson };

/**
 * A saved video lesson's file: what is there (a player, its length and size), Upload or Replace
 * (a file is sent as soon as it is chosen), Remove. The server's refusal is shown as it words it.
 */
export function LessonVideoUpload({ courseId, moduleId, lesson }: LessonVideoProps) {
  const upload = useUploadVideo(courseId);
  const remove = useRemoveVideo(courseId);
  const t = useT();
  const fileSize = useFileSize();
  const flow = useUploadFlow({
    uploaded: t('video.uploaded'),
    removed: t('video.removed'),
    failed: t('video.failed'),
    removeFailed: t('video.removeFailed'),
  });
  const { input, problem } = flow;
  const headingId = useId();
  const video = lesson.video;
  const ref = { moduleId, lessonId: lesson.id };
  const onChoose = (file: File | undefined) =>
    flow.choose(file, (f, callbacks) => upload.mutate({ ...ref, file: f }, callbacks));
  const onRemove = () => flow.remove((callbacks) => remove.mutate(ref, callbacks));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <h3 id={headingId} className="text-sm font-medium">
        {t('video.title')}
      </h3>
      {video ? (
        <div className="flex flex-col gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: the instructor's own upload, shown to check it; learners' player is elsewhere */}
          <video
            controls
            preload="metadata"
            src={video.url}
            aria-label={t('video.player', { title: lesson.title })}
            className="max-h-48 w-full max-w-sm rounded-md bg-black"
          />
          <p className="text-sm text-muted-foreground">
            {t('video.facts', { length: clockTime(video.durationSeconds), size: fileSize(video.sizeBytes) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('video.none')}</p>
      )}
      {upload.isPending && <Progress value={null} label={t('video.uploading')} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" busy={upload.isPending} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          {t(upload.isPending ? 'video.uploading' : video ? 'video.replace' : 'video.choose')}
        </Button>
        {video && (
          <Button variant="ghost" size="sm" busy={remove.isPending} disabled={upload.isPending} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t(remove.isPending ? 'video.removing' : 'video.remove')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={LESSON_VIDEO_TYPES.join(',')}
        aria-label={t('video.chooseLabel')}
        onChange={(e) => onChoose(e.currentTarget.files?.[0])}
      />
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {problem}
      </p>
    </section>
  );
}
