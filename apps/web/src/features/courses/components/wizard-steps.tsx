import type { CourseSummary } from '@storyloom/domain';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useDateFormat } from '@/lib/use-date-format';
import { type CoursesKey, T, useT } from '../i18n';

/** The four steps in order: their names label the step list and each step's region. */
export const WIZARD_STEPS = [
  'wizard.step.details',
  'wizard.step.schedule',
  'wizard.step.prerequisites',
  'wizard.step.confirmation',
] as const satisfies readonly CoursesKey[];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Details({ course }: { course: CourseSummary }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{course.description}</p>
      <h3 className="font-semibold">{t('wizard.whatYouLearn')}</h3>
      <ul className="flex flex-col gap-2 text-sm">
        {course.learningPoints.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {point}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <T
          k="wizard.instructorLine"
          values={{ name: course.instructor.name, title: course.instructor.title }}
          components={{ label: <span className="text-muted-foreground" /> }}
        />
      </p>
    </div>
  );
}

function Schedule({ course }: { course: CourseSummary }) {
  const t = useT();
  const { weekdayDateTime } = useDateFormat();
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label={t('wizard.duration')} value={t('duration.weeks', { weeks: course.durationWeeks })} />
        <Fact label={t('wizard.commitment')} value={t('wizard.hoursPerWeek')} />
        <Fact label={t('wizard.liveSession')} value={weekdayDateTime(course.nextSessionAt)} />
      </dl>
      <p className="text-sm text-muted-foreground">{t('wizard.liveSessionNote')}</p>
    </div>
  );
}

/** What the course's instructor asks for first, as a checklist that never blocks enrolling. */
function Prerequisites({ items }: { items: string[] }) {
  const t = useT();
  const id = useId();
  if (items.length === 0) return <p className="text-sm">{t('wizard.noPrerequisites')}</p>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm">{t('wizard.prerequisitesIntro')}</legend>
      {items.map((item, index) => (
        <label key={item} htmlFor={`${id}-${index}`} className="flex items-start gap-3 text-sm">
          <input id={`${id}-${index}`} type="checkbox" className="mt-0.5 size-4 accent-primary" />
          {item}
        </label>
      ))}
      <p className="text-xs text-muted-foreground">{t('wizard.prerequisitesNote')}</p>
    </fieldset>
  );
}

function Confirmation({ course }: { course: CourseSummary }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('wizard.confirmIntro')}</p>
      <p className="text-lg font-semibold">{course.title}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('wizard.duration')} value={t('duration.weeks', { weeks: course.durationWeeks })} />
        <Fact label={t('instructor')} value={course.instructor.name} />
      </dl>
    </div>
  );
}

/** The content of one wizard step (1 to 4). */
export function WizardStep({ step, course }: { step: number; course: CourseSummary }) {
  const t = useT();
  const name = WIZARD_STEPS[step - 1];
  return (
    <section aria-label={name && t(name)} className="min-h-48">
      {step === 1 && <Details course={course} />}
      {step === 2 && <Schedule course={course} />}
      {step === 3 && <Prerequisites items={course.prerequisites} />}
      {step === 4 && <Confirmation course={course} />}
    </section>
  );
}
