import {
  COURSE_SUBJECTS,
  EXPERIENCE_LEVELS,
  STUDIO_LIMITS,
  type StudioCourse,
  type StudioCourseInput,
  studioCourseInputSchema,
} from '@storyloom/domain';
import { Controller, type FieldError } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useDomainText } from '@/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { categoryLabel, levelKeys, useT, weekdayKeys } from './i18n';
import { ListEditor } from './list-editor';

/** The details of a saved course, as the form edits them. */
export function toInput(course: StudioCourse): StudioCourseInput {
  const { title, summary, description, category, levels, durationWeeks, learningPoints, instructor, schedule } = course;
  return {
    title,
    summary,
    description,
    category,
    levels,
    durationWeeks,
    learningPoints,
    instructor: { name: instructor.name, title: instructor.title, bio: instructor.bio },
    schedule: { weekday: schedule.weekday, time: schedule.time },
    prerequisites: course.prerequisites,
  };
}

/** A new course: the writer is its instructor, Mondays at 16:00 UTC, four weeks. */
export function newCourseInput(instructorName: string): StudioCourseInput {
  return {
    title: '',
    summary: '',
    description: '',
    category: COURSE_SUBJECTS[0] ?? '',
    levels: ['beginner'],
    durationWeeks: 4,
    learningPoints: [],
    instructor: { name: instructorName, title: '', bio: '' },
    schedule: { weekday: 1, time: '16:00' },
    prerequisites: [],
  };
}

const itemErrors = (errors: unknown) =>
  Array.isArray(errors) ? errors.map((e: FieldError | undefined) => e?.message) : undefined;

type DetailsFormProps = {
  initial: StudioCourseInput;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: StudioCourseInput) => Promise<unknown>;
};

/** Title, texts, category, levels, duration, learning points, instructor, schedule and prerequisites. */
export function DetailsForm({ initial, submitLabel, busyLabel, onSubmit }: DetailsFormProps) {
  const t = useT();
  const domainText = useDomainText();
  const form = useZodForm(studioCourseInputSchema, {
    defaultValues: initial,
    failure: { fallback: t('editor.saveFailed') },
  });
  const { register, control, formState } = form;
  const e = formState.errors;

  return (
    <form noValidate aria-label={t('editor.details')} onSubmit={form.submit(onSubmit)} className="flex flex-col gap-5">
      <FormField id="course-title" label={t('editor.courseTitle')} error={e.title?.message}>
        {(p) => <Input {...p} {...register('title')} maxLength={STUDIO_LIMITS.title} />}
      </FormField>
      <FormField
        id="course-summary"
        label={t('editor.summary')}
        hint={t('editor.summaryHint')}
        error={e.summary?.message}
      >
        {(p) => <Input {...p} {...register('summary')} maxLength={STUDIO_LIMITS.summary} />}
      </FormField>
      <FormField id="course-description" label={t('editor.description')} error={e.description?.message}>
        {(p) => <Textarea {...p} rows={5} {...register('description')} maxLength={STUDIO_LIMITS.description} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="course-category" label={t('editor.category')} error={e.category?.message}>
          {(p) => (
            <NativeSelect
              {...p}
              {...register('category')}
              options={COURSE_SUBJECTS.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
            />
          )}
        </FormField>
        <FormField id="course-weeks" label={t('editor.durationWeeks')} error={e.durationWeeks?.message}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={1}
              max={STUDIO_LIMITS.durationWeeks}
              {...register('durationWeeks', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="levels"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby={e.levels ? 'course-levels-error' : undefined}>
            <legend className="text-sm font-medium">{t('editor.levels')}</legend>
            <div className="flex flex-wrap gap-4">
              {EXPERIENCE_LEVELS.map((level) => (
                <label key={level} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value.includes(level)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? EXPERIENCE_LEVELS.filter((l) => l === level || field.value.includes(l))
                          : field.value.filter((l) => l !== level),
                      )
                    }
                  />
                  {t(levelKeys[level])}
                </label>
              ))}
            </div>
            {e.levels && (
              <p id="course-levels-error" className="text-sm text-destructive">
                {e.levels.message && domainText(e.levels.message)}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="learningPoints"
        render={({ field }) => (
          <ListEditor
            list="learningPoints"
            max={STUDIO_LIMITS.learningPoints}
            maxLength={STUDIO_LIMITS.learningPoint}
            value={field.value}
            onChange={field.onChange}
            error={e.learningPoints?.message ?? e.learningPoints?.root?.message}
            itemErrors={itemErrors(e.learningPoints)}
          />
        )}
      />
      <InstructorFields form={form} />
      <ScheduleFields form={form} />
      <Controller
        control={control}
        name="prerequisites"
        render={({ field }) => (
          <ListEditor
            list="prerequisites"
            max={STUDIO_LIMITS.prerequisites}
            maxLength={STUDIO_LIMITS.prerequisite}
            value={field.value}
            onChange={field.onChange}
            error={e.prerequisites?.message ?? e.prerequisites?.root?.message}
            itemErrors={itemErrors(e.prerequisites)}
          />
        )}
      />
      <div>
        <SubmitButton busy={form.busy} busyText={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

type Form = ReturnType<typeof useZodForm<typeof studioCourseInputSchema>>;

function InstructorFields({ form }: { form: Form }) {
  const { register } = form;
  const e = form.formState.errors.instructor;
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium">{t('editor.instructor')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="instructor-name" label={t('editor.instructorName')} error={e?.name?.message ?? e?.message}>
          {(p) => <Input {...p} {...register('instructor.name')} maxLength={STUDIO_LIMITS.instructorName} />}
        </FormField>
        <FormField id="instructor-title" label={t('editor.instructorTitle')} error={e?.title?.message}>
          {(p) => <Input {...p} {...register('instructor.title')} maxLength={STUDIO_LIMITS.instructorTitle} />}
        </FormField>
      </div>
      <FormField id="instructor-bio" label={t('editor.instructorBio')} error={e?.bio?.message}>
        {(p) => <Textarea {...p} rows={3} {...register('instructor.bio')} maxLength={STUDIO_LIMITS.instructorBio} />}
      </FormField>
    </fieldset>
  );
}

function ScheduleFields({ form }: { form: Form }) {
  const { register } = form;
  const e = form.formState.errors.schedule;
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('editor.schedule')}</legend>
      <p className="text-sm text-muted-foreground">{t('editor.scheduleHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="schedule-weekday" label={t('editor.weekday')} error={e?.weekday?.message ?? e?.message}>
          {(p) => (
            <NativeSelect
              {...p}
              {...register('schedule.weekday', { setValueAs: Number })}
              options={weekdayKeys.map((key, value) => ({ value, label: t(key) }))}
            />
          )}
        </FormField>
        <FormField id="schedule-time" label={t('editor.time')} error={e?.time?.message}>
          {(p) => <Input {...p} type="time" {...register('schedule.time')} />}
        </FormField>
      </div>
    </fieldset>
  );
}
