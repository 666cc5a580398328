import { AVATAR_ACCEPT, type StudioCourse } from '@storyloom/domain';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { mediaText as t } from './copy';
import { useRemoveCover, useUploadCover } from './media-api';

/** The course's cover: a preview, Upload or Replace (sent as soon as it is chosen), Remove. */
export function CoverEditor({ course }: { course: StudioCourse }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCover(course.id);
  const remove = useRemoveCover(course.id);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  const onChoose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t.coverSaved),
      onError: (error) => setProblem(errorMessage(error, t.failed)),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t.coverRemoved),
      onError: (error) => setProblem(errorMessage(error, t.deleteFailed)),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t.cover}
        </h3>
        <p className="text-sm text-muted-foreground">{t.coverHint}</p>
      </div>
      {course.coverUrl ? (
        <img
          src={course.coverUrl}
          alt={t.coverAlt}
          className="aspect-video w-full max-w-sm rounded-md border border-border object-cover"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t.noCover}</p>
      )}
      {upload.isPending && <Progress value={null} label={t.uploadingCover} className="max-w-sm" />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" busy={upload.isPending} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" />
          {upload.isPending ? t.uploadingCover : course.coverUrl ? t.replaceCover : t.chooseCover}
        </Button>
        {course.coverUrl && (
          <Button variant="ghost" size="sm" busy={remove.isPending} disabled={upload.isPending} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t.removeCover}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={AVATAR_ACCEPT}
        aria-label={t.coverLabel}
        onChange={(e) => onChoose(e.currentTarget.files?.[0])}
      />
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {problem}
      </p>
    </section>
  );
}
