import type { StudioCourse } from '@storyloom/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDeleteLesson, useDeleteModule, useReorder, useSaveLesson, useSaveModule } from './api';
import { EditorSection } from './editor-section';
import { useT } from './i18n';
import { LessonDialog, type LessonDraft } from './lesson-dialog';
import { ModuleCard } from './module-card';
import { ModuleDialog, type ModuleDraft } from './module-dialog';
import { QuizDialog } from './quiz/quiz-dialog';
import { SortableList } from './sortable-list';

type Removal = { title: string; moduleId: string; lessonId?: string };

/** The course's modules and their lessons: add, edit, delete, reorder. */
export function ContentSection({ course }: { course: StudioCourse }) {
  const [moduleDraft, setModuleDraft] = useState<ModuleDraft | null>(null);
  const [lessonDraft, setLessonDraft] = useState<LessonDraft | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [quizModuleId, setQuizModuleId] = useState<string | null>(null);
  const saveModule = useSaveModule(course.id);
  const saveLesson = useSaveLesson(course.id);
  const deleteModule = useDeleteModule(course.id);
  const deleteLesson = useDeleteLesson(course.id);
  const reorder = useReorder(course.id);
  const t = useT();
  const lessonModule = lessonDraft && course.modules.find((m) => m.id === lessonDraft.moduleId);
  const savedLesson = lessonModule?.lessons.find((l) => l.id === lessonDraft?.id) ?? null;

  const onReorder = (ids: string[], moduleId?: string) =>
    reorder.mutate(
      { moduleId, ids },
      { onError: (error) => toast.error(errorMessage(error, t('content.reorderFailed'))) },
    );

  const remove = async () => {
    if (!removal) return;
    const { moduleId, lessonId } = removal;
    try {
      if (lessonId) await deleteLesson.mutateAsync({ moduleId, lessonId });
      else await deleteModule.mutateAsync(moduleId);
      setRemoval(null);
    } catch (error) {
      toast.error(errorMessage(error, t('deleteFailed')));
    }
  };

  return (
    <EditorSection
      title={t('content.title')}
      hint={t('content.hint')}
      action={
        <Button variant="outline" onClick={() => setModuleDraft({ input: { title: '', description: '' } })}>
          <Plus aria-hidden="true" />
          {t('content.addModule')}
        </Button>
      }
    >
      {course.modules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('content.noModules')}</p>
      ) : (
        <SortableList
          items={course.modules}
          label={t('content.modulesList')}
          busy={reorder.isPending}
          onReorder={onReorder}
        >
          {(module, controls) => (
            <ModuleCard
              module={module}
              controls={controls}
              reordering={reorder.isPending}
              onEdit={() =>
                setModuleDraft({ id: module.id, input: { title: module.title, description: module.description } })
              }
              onDelete={() => setRemoval({ title: module.title, moduleId: module.id })}
              onAddLesson={() =>
                setLessonDraft({
                  moduleId: module.id,
                  input: { kind: 'text', title: '', durationMinutes: 10, body: '' },
                })
              }
              onEditLesson={(lesson) => {
                const { kind, title, durationMinutes, body } = lesson;
                setLessonDraft({ moduleId: module.id, id: lesson.id, input: { kind, title, durationMinutes, body } });
              }}
              onDeleteLesson={(lesson) => setRemoval({ title: lesson.title, moduleId: module.id, lessonId: lesson.id })}
              onReorderLessons={(ids) => onReorder(ids, module.id)}
              onQuiz={() => setQuizModuleId(module.id)}
            />
          )}
        </SortableList>
      )}
      <ModuleDialog
        draft={moduleDraft}
        onClose={() => setModuleDraft(null)}
        onSave={async ({ id, input }) => {
          await saveModule.mutateAsync({ moduleId: id, input });
          setModuleDraft(null);
        }}
      />
      <LessonDialog
        courseId={course.id}
        draft={lessonDraft}
        saved={savedLesson}
        onClose={() => setLessonDraft(null)}
        onSave={async ({ moduleId, id, input }) => {
          const lessons = (c: StudioCourse) => c.modules.find((m) => m.id === moduleId)?.lessons ?? [];
          const before = lessons(course);
          const after = await saveLesson.mutateAsync({ moduleId, lessonId: id, input });
          // A lesson that has just become a video lesson (new, or a text lesson turned video) stays
          // open, now saved, for its file to be uploaded.
          const became = id
            ? before.find((l) => l.id === id)?.kind !== 'video' && lessons(after).find((l) => l.id === id)
            : lessons(after).find((l) => !before.some((b) => b.id === l.id));
          if (input.kind === 'video' && became) setLessonDraft({ moduleId, id: became.id, input });
          else setLessonDraft(null);
        }}
      />
      <QuizDialog
        course={course}
        module={course.modules.find((m) => m.id === quizModuleId) ?? null}
        onClose={() => setQuizModuleId(null)}
      />
      <ConfirmDialog
        open={removal !== null}
        title={t(removal?.lessonId ? 'content.deleteLessonTitle' : 'content.deleteModuleTitle')}
        description={
          removal ? t(removal.lessonId ? 'content.deleteLesson' : 'content.deleteModule', { title: removal.title }) : ''
        }
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        cancelLabel={t('cancel')}
        busy={deleteModule.isPending || deleteLesson.isPending}
        destructive
        onCancel={() => setRemoval(null)}
        onConfirm={remove}
      />
    </EditorSection>
  );
}
