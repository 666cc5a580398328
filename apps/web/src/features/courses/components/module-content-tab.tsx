import { type ModuleView, percentOf } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, CheckCircle2, Clock, Film, Play, VideoOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { completeLesson, completeModule, refreshLearning } from '../api';
import { useT } from '../i18n';
import { ModuleQuiz } from '../quiz/module-quiz';
import { LessonVideo } from './lesson-video';

/**
 * Course Content: video, duration, the module's real lesson progress, the lessons, and completion.
 * A text lesson opens with Read (its markdown body below it), a video lesson with Watch (its player
 * and notes); Play, which restarts the module's video, is offered beside them only when the module
 * has a video. Each marks the lesson done for a learner. A module's quiz comes last: a pass unlocks
 * Mark Module as Complete.
 */
export function ModuleContentTab({ view }: { view: ModuleView }) {
  const t = useT();
  const { course, module } = view;
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bodyId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const done = module.lessons.filter((l) => l.completed).length;
  const percent = module.completed ? 100 : percentOf(done, module.lessons.length);
  const quizBlocks = course.enrolled && module.quiz !== null && module.quiz.questions.length > 0 && !module.quiz.passed;

  const lesson = useMutation({
    mutationFn: (lessonId: string) => completeLesson(course.slug, module.position, lessonId),
    onSuccess: () => refreshLearning(queryClient),
    onError: (error) => toast.error(t('error.title'), { description: errorMessage(error, t('error.title')) }),
  });
  const complete = useMutation({
    mutationFn: () => completeModule(course.slug, module.position),
    onSuccess: async ({ nextModule }) => {
      await refreshLearning(queryClient);
      toast.success(nextModule ? t('module.completedToast') : t('module.courseFinishedToast'));
      await navigate(nextModule ? `/courses/${course.slug}/module/${nextModule}` : '/courses/dashboard');
    },
    onError: (error) => toast.error(t('error.title'), { description: errorMessage(error, t('error.title')) }),
  });

  const markDone = (lessonId: string, completed: boolean) => {
    if (course.enrolled && !completed) lesson.mutate(lessonId);
  };

  const play = (lessonId: string, completed: boolean) => {
    if (video.current) {
      video.current.currentTime = 0;
      video.current.play().catch(() => {
        // autoplay refused (no user gesture in some browsers): the controls stay available
      });
    }
    markDone(lessonId, completed);
  };

  const toggle = (lessonId: string, completed: boolean) => {
    const opening = !open.has(lessonId);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(lessonId);
      else next.delete(lessonId);
      return next;
    });
    if (opening) markDone(lessonId, completed);
  };

  return (
    <div className="flex flex-col gap-6">
      {module.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the demo lesson clip has no speech to caption
        <video
          ref={video}
          src={module.videoUrl}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-xl bg-black"
        />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-muted p-6 text-center">
          <VideoOff aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-semibold">{t('module.noVideo')}</p>
          <p className="text-sm text-muted-foreground">{t('module.noVideoText')}</p>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            {t('duration.moduleMinutes', { minutes: module.durationMinutes })}
          </span>
          <span className="font-medium">{t('percentComplete', { percent })}</span>
        </div>
        <Progress value={percent} label={t('module.progress')} />
      </div>
      <section aria-labelledby="lessons-title" className="flex flex-col gap-3">
        <h2 id="lessons-title" className="text-lg font-semibold">
          {t('module.lessons')}
        </h2>
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {module.lessons.map((l, index) => {
            const isOpen = open.has(l.id);
            return (
              <li key={l.id} className="flex flex-col gap-3 p-3">
                <div className="flex flex-wrap items-center gap-3">
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-medium',
                      l.completed ? 'bg-success/10 text-success' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {l.completed ? <CheckCircle2 aria-label={t('module.lessonDone')} className="size-5" /> : index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{l.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('duration.lessonMinutes', { minutes: l.durationMinutes })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={
                        isOpen
                          ? t('module.hideLesson', { title: l.title })
                          : l.kind === 'video'
                            ? t('module.watchLesson', { title: l.title })
                            : t('module.readLesson', { title: l.title })
                      }
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? `${bodyId}-${l.id}` : undefined}
                      onClick={() => toggle(l.id, l.completed)}
                    >
                      {l.kind === 'video' ? <Film aria-hidden="true" /> : <BookOpen aria-hidden="true" />}
                      {isOpen ? t('module.hide') : l.kind === 'video' ? t('module.watch') : t('module.read')}
                    </Button>
                    {module.videoUrl && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('module.playLesson', { title: l.title })}
                        onClick={() => play(l.id, l.completed)}
                      >
                        <Play aria-hidden="true" />
                        {t('module.play')}
                      </Button>
                    )}
                  </div>
                </div>
                {isOpen && (
                  <section
                    id={`${bodyId}-${l.id}`}
                    aria-label={l.title}
                    className="rounded-lg border border-border bg-surface p-4"
                  >
                    {l.kind === 'video' ? (
                      <LessonVideo url={l.videoUrl} notes={l.body} />
                    ) : l.body.trim() ? (
                      <Markdown>{l.body}</Markdown>
                    ) : (
                      <p className="text-sm text-muted-foreground">{t('module.noLessonText')}</p>
                    )}
                  </section>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      {module.quiz && (
        <ModuleQuiz slug={course.slug} position={module.position} quiz={module.quiz} enrolled={course.enrolled} />
      )}
      {module.completed ? (
        <p className="inline-flex items-center gap-2 self-start font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('module.completed')}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <Button
            size="lg"
            className="self-start"
            disabled={!course.enrolled || complete.isPending || quizBlocks}
            aria-describedby={quizBlocks ? `${bodyId}-quiz-first` : undefined}
            onClick={() => complete.mutate()}
          >
            {complete.isPending ? t('module.saving') : t('module.markComplete')}
          </Button>
          {quizBlocks && (
            <p id={`${bodyId}-quiz-first`} className="text-sm text-muted-foreground">
              {t('quiz.passFirst')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
