import { type CourseSummary, ENROLL_REDIRECT_DELAY_MS } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { enroll, refreshLearning } from '../api';
import { useT } from '../i18n';
import { WIZARD_STEPS as STEPS, WizardStep } from './wizard-steps';

type EnrollWizardProps = { course: CourseSummary | null; onClose: () => void };

/**
 * The enrollment wizard: Details, Schedule, Prerequisites, Confirmation, with Back down to step 1;
 * closing it starts the next opening at step 1 again. 'Go to Course Dashboard' really enrolls, shows
 * the result, then redirects.
 */
export function EnrollWizard({ course, onClose }: EnrollWizardProps) {
  return (
    <Dialog open={course !== null} onOpenChange={(open) => !open && onClose()}>
      {/* keyed by course: every opening starts again at step 1 */}
      {course && <WizardBody key={course.id} course={course} />}
    </Dialog>
  );
}

function WizardBody({ course }: { course: CourseSummary }) {
  const t = useT();
  const [step, setStep] = useState(1);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => enroll(course.slug),
    onSuccess: () => refreshLearning(queryClient),
    onError: (error) => toast.error(t('enrollFailed'), { description: errorMessage(error, t('enrollFailed')) }),
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate('/courses/dashboard'), ENROLL_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const last = step === STEPS.length;
  const stepOf = t('wizard.stepOf', { step, total: STEPS.length });
  return (
    <DialogContent closeLabel={t('close')} className="max-w-xl">
      <DialogTitle>{t('wizard.title', { course: course.title })}</DialogTitle>
      {/* A polite live region: "Step X of 4" is read when the step changes, not only on opening. */}
      <DialogDescription aria-live="polite" aria-atomic="true">
        {stepOf}
      </DialogDescription>
      <ol className="grid grid-cols-4 gap-2" aria-label={stepOf}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={cn(
              'border-t-4 pt-2 text-xs font-medium break-words hyphens-auto sm:text-sm',
              index + 1 <= step ? 'border-primary text-foreground' : 'border-muted text-muted-foreground',
            )}
          >
            {t(name)}
          </li>
        ))}
      </ol>
      {mutation.isSuccess ? (
        <div role="status" className="flex flex-col items-center gap-2 py-6 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-success" />
          <p className="text-lg font-semibold">
            {mutation.data.created ? t('wizard.enrolledTitle') : t('wizard.alreadyEnrolledText')}
          </p>
          <p className="text-sm text-muted-foreground">{t('wizard.enrolledText')}</p>
        </div>
      ) : (
        <WizardStep step={step} course={course} />
      )}
      <DialogFooter>
        <Button
          variant="outline"
          disabled={step === 1 || mutation.isPending || mutation.isSuccess}
          onClick={() => setStep(step - 1)}
        >
          {t('wizard.back')}
        </Button>
        {last ? (
          <Button
            disabled={mutation.isPending}
            onClick={() => (mutation.isSuccess ? navigate('/courses/dashboard') : mutation.mutate())}
          >
            {mutation.isPending ? t('enrolling') : t('wizard.goToCourseDashboard')}
          </Button>
        ) : (
          <Button onClick={() => setStep(step + 1)}>{t('wizard.continue')}</Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}
