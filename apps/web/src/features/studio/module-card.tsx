import type { StudioModule } from '@storyloom/domain';
import { ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useT } from './i18n';
import { SortableList } from './sortable-list';

type Lesson = StudioModule['lessons'][number];

type ModuleCardProps = {
  module: StudioModule;
  controls: ReactNode;
  reordering: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: Lesson) => void;
  onDeleteLesson: (lesson: Lesson) => void;
  onReorderLessons: (ids: string[]) => void;
  onQuiz: () => void;
};

/** One module: its title and buttons, its lessons (reorderable), Add lesson, and its quiz. */
export function ModuleCard(props: ModuleCardProps) {
  const { module, controls, reordering, onEdit, onDelete, onAddLesson, onEditLesson, onDeleteLesson } = props;
  const headingId = `module-${module.id}`;
  const t = useT();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start gap-2">
        {controls}
        {/* Under its buttons on a phone, between them from sm up. */}
        <div className="order-last flex min-w-0 basis-full flex-col gap-1 sm:order-none sm:basis-0 sm:flex-1">
          <h3 id={headingId} className="font-semibold break-words">
            {t('moduleName', { n: module.position, title: module.title })}
          </h3>
          {module.description && <p className="text-sm text-muted-foreground break-words">{module.description}</p>}
        </div>
        <ItemActions title={module.title} onEdit={onEdit} onDelete={onDelete} className="ms-auto" />
      </div>
      {module.lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('content.noLessons')}</p>
      ) : (
        <SortableList
          items={module.lessons}
          label={t('content.lessonsOf', { title: module.title })}
          busy={reordering}
          onReorder={props.onReorderLessons}
          className="gap-2"
        >
          {(lesson, lessonControls) => (
            <div className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-background px-2 py-1.5">
              {lessonControls}
              <div className="order-last flex min-w-0 basis-full items-baseline justify-between gap-2 px-1 sm:order-none sm:basis-0 sm:flex-1">
                <span className="min-w-0 text-sm break-words">{lesson.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {t('content.minutes', { n: lesson.durationMinutes })}
                </span>
              </div>
              <ItemActions
                className="ms-auto sm:ms-0"
                title={lesson.title}
                onEdit={() => onEditLesson(lesson)}
                onDelete={() => onDeleteLesson(lesson)}
              />
            </div>
          )}
        </SortableList>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('content.addLessonTo', { title: module.title })}
          onClick={onAddLesson}
        >
          <Plus aria-hidden="true" />
          {t('content.addLesson')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t(module.quiz ? 'quizLine.editOf' : 'quizLine.addTo', { module: module.title })}
          onClick={props.onQuiz}
        >
          <ListChecks aria-hidden="true" />
          {t(module.quiz ? 'quizLine.edit' : 'quizLine.add')}
        </Button>
        <span className="text-xs text-muted-foreground">
          {module.quiz ? t('quizLine.questions', { count: module.quiz.questions.length }) : t('quizLine.none')}
        </span>
      </div>
    </article>
  );
}

type ItemActionsProps = { title: string; onEdit: () => void; onDelete: () => void; className?: string };

function ItemActions({ title, onEdit, onDelete, className }: ItemActionsProps) {
  const t = useT();
  return (
    <div className={cn('flex shrink-0 items-center gap-1', className)}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('content.editItem', { title })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('content.deleteItem', { title })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
