import type { LearnerQuiz, QuizAttemptResult } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { refreshLearning } from '../api';
import { useT } from '../i18n';
import { submitQuizAttempt } from './quiz-api';

type Answers = Record<string, string[]>;

function QuestionField({
  question,
  index,
  chosen,
  onChange,
  verdict,
  disabled,
}: {
  question: LearnerQuiz['questions'][number];
  index: number;
  chosen: string[];
  onChange: (ids: string[]) => void;
  verdict: boolean | undefined;
  disabled: boolean;
}) {
  const t = useT();
  const id = useId();
  const multiple = question.kind === 'multiple';
  const toggle = (optionId: string, on: boolean) =>
    onChange(multiple ? (on ? [...chosen, optionId] : chosen.filter((x) => x !== optionId)) : [optionId]);
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-border p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-medium">
        {index + 1}. {question.prompt}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {multiple ? t('quiz.chooseAll') : t('quiz.chooseOne')}
      </p>
      {question.options.map((option) => (
        <label key={option.id} className="flex items-start gap-3 text-sm">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`${id}-answer`}
            className="mt-0.5 size-4 accent-primary"
            checked={chosen.includes(option.id)}
            disabled={disabled}
            onChange={(e) => toggle(option.id, e.currentTarget.checked)}
          />
          {option.label}
        </label>
      ))}
      {verdict !== undefined && (
        <p className="flex items-center gap-1.5 text-sm font-medium" data-verdict={verdict ? 'right' : 'wrong'}>
          {verdict ? (
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          ) : (
            <XCircle aria-hidden="true" className="size-4 text-destructive" />
          )}
          {verdict ? t('quiz.right') : t('quiz.wrong')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A module's quiz: the learner answers, submits, and sees their score and which answers were wrong
 * (the server grades; the answer key never reaches the browser). A pass unlocks module completion.
 */
export function ModuleQuiz({
  slug,
  position,
  quiz,
  enrolled,
}: {
  slug: string;
  position: number;
  quiz: LearnerQuiz;
  enrolled: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const submit = useMutation({
    mutationFn: () => submitQuizAttempt(slug, position, answers),
    onSuccess: async (attempt) => {
      setResult(attempt);
      await refreshLearning(queryClient);
    },
    onError: (error) => toast.error(t('quiz.errorTitle'), { description: errorMessage(error, t('quiz.errorTitle')) }),
  });
  const verdicts = new Map(result?.results.map((r) => [r.questionId, r.correct]));
  const wrong = result ? result.results.filter((r) => !r.correct).length : 0;
  const retry = () => {
    setResult(null);
    setAnswers({});
  };

  return (
    <section aria-labelledby="module-quiz-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="module-quiz-title" className="text-lg font-semibold">
          {t('quiz.title')}
        </h2>
        {quiz.passed && quiz.lastAttempt && !result && (
          <Badge tone="success">{t('quiz.alreadyPassed', { score: quiz.lastAttempt.score })}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {t('quiz.intro', { passingScore: quiz.passingScore, count: quiz.questions.length })}
      </p>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit.mutate();
        }}
      >
        {quiz.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            index={index}
            chosen={answers[question.id] ?? []}
            onChange={(ids) => setAnswers((prev) => ({ ...prev, [question.id]: ids }))}
            verdict={verdicts.get(question.id)}
            disabled={result !== null || submit.isPending || !enrolled}
          />
        ))}
        <div role="status" aria-live="polite" className="min-h-6">
          {result && (
            <p className="font-semibold" data-result={result.passed ? 'passed' : 'failed'}>
              {result.passed
                ? t('quiz.passed', { score: result.score })
                : t('quiz.failed', { score: result.score, passingScore: result.passingScore })}
              {wrong > 0 && (
                <span className="ms-2 font-normal text-muted-foreground">{t('quiz.wrongCount', { count: wrong })}</span>
              )}
            </p>
          )}
        </div>
        {!enrolled ? (
          <p className="text-sm text-muted-foreground">{t('quiz.enrollFirst')}</p>
        ) : result ? (
          // Keys keep the two buttons apart: reusing one element, a click on Try again would turn it
          // into the submit button before the browser's default action, and send the empty form.
          <Button key="retry" type="button" variant="outline" className="self-start" onClick={retry}>
            {t('quiz.tryAgain')}
          </Button>
        ) : (
          <Button key="submit" type="submit" className="self-start" disabled={submit.isPending}>
            {submit.isPending ? t('quiz.submitting') : t('quiz.submit')}
          </Button>
        )}
      </form>
    </section>
  );
}
