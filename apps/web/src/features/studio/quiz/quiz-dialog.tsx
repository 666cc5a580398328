import {
  QUESTION_KINDS,
  QUIZ_LIMITS,
  type StudioCourse,
  type StudioModule,
  studioQuizInputSchema,
} from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { useDomainText } from '@/i18n';
import { api, errorMessage } from '@/lib/api';
import { studioCourseQueryOptions } from '../api';
import { questionKindKeys, useT } from '../i18n';
import {
  addOption,
  type DraftQuestion,
  draftFrom,
  markCorrect,
  newQuestion,
  optionsFor,
  type QuizDraft,
  type TrueFalseLabels,
  toInput,
} from './quiz-draft';

function useTrueFalse(): TrueFalseLabels {
  const t = useT();
  return [t('quiz.true'), t('quiz.false')];
}

const quizPath = (courseId: string, moduleId: string) =>
  `/api/studio/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}/quiz`;

function QuestionEditor({
  question,
  index,
  onChange,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  onChange: (q: DraftQuestion) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const fixed = question.kind === 'true_false';
  const t = useT();
  const trueFalse = useTrueFalse();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t('quiz.question', { n })}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-40 flex-1 flex-col gap-1 text-sm">
          <label htmlFor={`${question.key}-kind`}>{t('quiz.kind')}</label>
          <NativeSelect
            id={`${question.key}-kind`}
            value={question.kind}
            onChange={(e) => {
              const kind = e.currentTarget.value as DraftQuestion['kind'];
              onChange({ ...question, kind, options: optionsFor(kind, question.options, trueFalse) });
            }}
            options={QUESTION_KINDS.map((k) => ({ value: k, label: t(questionKindKeys[k]) }))}
          />
        </div>
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={t('quiz.removeQuestion', { n })}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${question.key}-prompt`}>{t('quiz.prompt')}</label>
        <Input
          id={`${question.key}-prompt`}
          value={question.prompt}
          maxLength={QUIZ_LIMITS.prompt}
          onChange={(e) => onChange({ ...question, prompt: e.currentTarget.value })}
          aria-label={t('quiz.promptOf', { n })}
        />
      </div>
      <ul className="flex flex-col gap-2">
        {question.options.map((option, i) => (
          <li key={option.key} className="flex items-center gap-2">
            <input
              type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
              name={`${question.key}-correct`}
              className="size-4 shrink-0 accent-primary"
              checked={option.correct}
              onChange={(e) => onChange(markCorrect(question, option.key, e.currentTarget.checked))}
              aria-label={t('quiz.correctOf', { n, option: i + 1 })}
            />
            <Input
              value={option.label}
              readOnly={fixed}
              maxLength={QUIZ_LIMITS.option}
              onChange={(e) =>
                onChange({
                  ...question,
                  options: question.options.map((o) =>
                    o.key === option.key ? { ...o, label: e.currentTarget.value } : o,
                  ),
                })
              }
              aria-label={t('quiz.optionOf', { n, option: i + 1 })}
            />
            {!fixed && question.options.length > 2 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange({ ...question, options: question.options.filter((o) => o.key !== option.key) })}
                aria-label={t('quiz.removeOptionOf', { n, option: i + 1 })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!fixed && question.options.length < QUIZ_LIMITS.options && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onChange(addOption(question))}>
          <Plus aria-hidden="true" className="size-4" />
          {t('quiz.addOption')}
        </Button>
      )}
    </fieldset>
  );
}

function QuizForm({ course, module, onDone }: { course: StudioCourse; module: StudioModule; onDone: () => void }) {
  const queryClient = useQueryClient();
  const t = useT();
  const domainText = useDomainText();
  const trueFalse = useTrueFalse();
  const [draft, setDraft] = useState<QuizDraft>(() => draftFrom(module.quiz));
  const [problem, setProblem] = useState<string | null>(null);
  const saved = (next: StudioCourse) => {
    queryClient.setQueryData(studioCourseQueryOptions(course.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['studio', 'list'] });
    toast.success(t('quiz.saved'));
    onDone();
  };
  const save = useMutation({
    mutationFn: (body: unknown) => api<StudioCourse>(quizPath(course.id, module.id), { method: 'PUT', body }),
    onSuccess: saved,
    onError: (error) => setProblem(errorMessage(error, t('quiz.saveFailed'))),
  });
  const remove = useMutation({
    mutationFn: () => api<StudioCourse>(quizPath(course.id, module.id), { method: 'DELETE' }),
    onSuccess: saved,
    onError: (error) => setProblem(errorMessage(error, t('quiz.saveFailed'))),
  });
  const setQuestion = (index: number, q: DraftQuestion) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((x, i) => (i === index ? q : x)) }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = studioQuizInputSchema.safeParse(toInput(draft));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const problem = issue ? domainText(issue.message) : t('quiz.saveFailed');
          setProblem(
            issue?.path[0] === 'questions' ? t('quiz.problemAt', { n: Number(issue.path[1]) + 1, problem }) : problem,
          );
          return;
        }
        setProblem(null);
        save.mutate(parsed.data);
      }}
    >
      <p className="text-sm text-muted-foreground">{t('quiz.intro')}</p>
      <div className="flex max-w-64 flex-col gap-1 text-sm">
        <label htmlFor="quiz-passing-score">{t('quiz.passingScore')}</label>
        <Input
          id="quiz-passing-score"
          type="number"
          min={1}
          max={100}
          value={draft.passingScore}
          onChange={(e) => {
            const passingScore = Number(e.currentTarget.value);
            setDraft((d) => ({ ...d, passingScore }));
          }}
        />
      </div>
      {draft.questions.length === 0 && <p className="text-sm text-muted-foreground">{t('quiz.noQuestions')}</p>}
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          index={index}
          onChange={(q) => setQuestion(index, q)}
          onRemove={() => setDraft((d) => ({ ...d, questions: d.questions.filter((_, i) => i !== index) }))}
        />
      ))}
      {draft.questions.length < QUIZ_LIMITS.questions && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setDraft((d) => ({ ...d, questions: [...d.questions, newQuestion('single', trueFalse)] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('quiz.addQuestion')}
        </Button>
      )}
      <p role="alert" className="min-h-5 text-sm text-destructive">
        {problem}
      </p>
      <DialogFooter className="flex-wrap">
        {module.quiz && (
          <Button variant="outline" busy={remove.isPending} onClick={() => remove.mutate()}>
            {t('quiz.removeQuiz')}
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogClose>
        <Button type="submit" busy={save.isPending}>
          {t(save.isPending ? 'saving' : 'quiz.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Writes a module's quiz: questions, options and the answer key, and the passing score. */
export function QuizDialog({
  course,
  module,
  onClose,
}: {
  course: StudioCourse;
  module: StudioModule | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={module !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')} aria-describedby={undefined} className="max-w-2xl">
        {module && (
          <>
            <DialogTitle>{t('quiz.title', { module: module.title })}</DialogTitle>
            <QuizForm course={course} module={module} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
