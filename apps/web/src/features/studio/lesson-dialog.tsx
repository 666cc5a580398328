import {
  LESSON_KINDS,
  STUDIO_LIMITS,
  type StudioLesson,
  type StudioLessonInput,
  studioLessonInputSchema,
} from '@storyloom/domain';
import { useEffect } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from './i18n';
import { MarkdownPreview } from './markdown-preview';
import { LessonVideoUpload } from './video-upload';

/** The lesson being written, in its module: a new one, or an existing one with its id. */
export type LessonDraft = { moduleId: string; id?: string; input: StudioLessonInput };

type LessonDialogProps = {
  courseId: string;
  draft: LessonDraft | null;
  /** The lesson as saved (the draft's, once it exists): a video lesson's file is uploaded to it. */
  saved: StudioLesson | null;
  onClose: () => void;
  onSave: (draft: LessonDraft) => Promise<unknown>;
};

/**
 * Add or edit a lesson: text or video. The markdown (a text lesson's body, a video lesson's notes)
 * on one side, the learner's view of it on the other as you type; a saved video lesson's file above.
 */
export function LessonDialog({ courseId, draft, saved, onClose, onSave }: LessonDialogProps) {
  const t = useT();
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')} className="md:max-w-5xl" aria-describedby={undefined}>
        {/* A new lesson saved as a video lesson stays open with its id: a fresh form for it. */}
        {draft && (
          <LessonForm key={draft.id ?? 'new'} courseId={courseId} draft={draft} saved={saved} onSave={onSave} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type LessonFormProps = Omit<LessonDialogProps, 'onClose' | 'draft'> & { draft: LessonDraft };

function LessonForm({ courseId, draft, saved, onSave }: LessonFormProps) {
  const t = useT();
  const form = useZodForm(studioLessonInputSchema, {
    defaultValues: draft.input,
    failure: { fallback: t('content.saveFailed') },
  });
  const e = form.formState.errors;
  const body = form.watch('body');
  const kind = form.watch('kind');
  // An upload sets the lesson's minutes from the video's length: the form follows, so Save keeps them.
  const savedMinutes = saved?.durationMinutes;
  useEffect(() => {
    if (savedMinutes !== undefined) form.setValue('durationMinutes', savedMinutes);
  }, [savedMinutes, form.setValue]);
  const video = kind === 'video';
  return (
    <>
      <DialogTitle>{t(draft.id ? 'lesson.edit' : 'lesson.new')}</DialogTitle>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.submit((input) => onSave({ moduleId: draft.moduleId, id: draft.id, input }))}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('lesson.kind')}</legend>
          <div className="flex flex-wrap gap-4">
            {LESSON_KINDS.map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input type="radio" value={k} className="size-4 accent-primary" {...form.register('kind')} />
                {t(k === 'video' ? 'lesson.kindVideo' : 'lesson.kindText')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <FormField id="lesson-title" label={t('lesson.title')} error={e.title?.message}>
            {(p) => <Input {...p} {...form.register('title')} maxLength={STUDIO_LIMITS.lessonTitle} />}
          </FormField>
          <FormField id="lesson-minutes" label={t('lesson.minutes')} error={e.durationMinutes?.message}>
            {(p) => (
              <Input
                {...p}
                type="number"
                min={1}
                max={STUDIO_LIMITS.lessonMinutes}
                {...form.register('durationMinutes', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        {video &&
          (saved?.kind === 'video' ? (
            <LessonVideoUpload courseId={courseId} moduleId={draft.moduleId} lesson={saved} />
          ) : (
            <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">
              {t(saved ? 'video.kindFirst' : 'video.saveFirst')}
            </p>
          ))}
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            id="lesson-body"
            label={t(video ? 'lesson.notes' : 'lesson.body')}
            hint={t(video ? 'lesson.notesHint' : 'lesson.bodyHint')}
            error={e.body?.message}
          >
            {(p) => (
              <Textarea
                {...p}
                rows={14}
                className="font-mono"
                {...form.register('body')}
                maxLength={STUDIO_LIMITS.lessonBody}
              />
            )}
          </FormField>
          <section aria-labelledby="lesson-preview-title" className="flex min-w-0 flex-col gap-2">
            <h3 id="lesson-preview-title" className="text-sm font-medium">
              {t('lesson.preview')}
            </h3>
            <div className="min-h-40 rounded-md border border-border bg-background p-4">
              {body.trim() ? (
                <MarkdownPreview source={body} />
              ) : (
                <p className="text-sm text-muted-foreground">{t('lesson.previewEmpty')}</p>
              )}
            </div>
          </section>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <SubmitButton busy={form.busy} busyText={t('saving')}>
            {t('lesson.save')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  );
}
