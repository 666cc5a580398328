import { type LearnRequest, learnRequestSchema } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { courseLinksQueryOptions } from './api';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { useT } from './i18n';
import { useSelectOptions } from './options';
import { useTextTool } from './use-text-generation';

/** Catalogue courses that match the goal of the path on screen. */
function CourseLinks({ goal, level }: Pick<LearnRequest, 'goal' | 'level'>) {
  const t = useT();
  const { data } = useQuery(courseLinksQueryOptions({ goal, level }));
  if (!data) return null;
  return (
    <section aria-labelledby="learn-courses" className="flex flex-col gap-2">
      <h3 id="learn-courses" className="text-sm font-medium">
        {t('learn.courses')}
      </h3>
      {data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('learn.noCourses')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {data.items.map((c) => (
            <li key={c.id}>
              <Link
                to={c.href}
                className="inline-flex items-center gap-2 text-sm text-link underline-offset-4 hover:underline"
              >
                <GraduationCap aria-hidden="true" className="size-4" />
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LearnTool() {
  const t = useT();
  const selectOptions = useSelectOptions();
  const { form, gen, busy, onSubmit, open } = useTextTool('learn', learnRequestSchema, {
    defaultValues: { goal: '', level: 'beginner', weeklyTime: '3-5' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const shown = gen.generation?.inputs as LearnRequest | undefined;

  return (
    <ToolCard title={t('learn.title')} description={t('learn.description')} aside={<LastGenerated tool="learn" />}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <FormField id="learn-goal" label={t('learn.goal')} error={errors.goal?.message}>
          {(field) => <Input {...field} placeholder={t('learn.goalPlaceholder')} {...register('goal')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="learn-level" label={t('learn.level')} error={errors.level?.message}>
            {(field) => <NativeSelect {...field} options={selectOptions.level} {...register('level')} />}
          </FormField>
          <FormField id="learn-time" label={t('learn.weeklyTime')} error={errors.weeklyTime?.message}>
            {(field) => <NativeSelect {...field} options={selectOptions.weeklyTime} {...register('weeklyTime')} />}
          </FormField>
        </div>
        <Button type="submit" busy={busy} disabled={!form.watch('goal').trim()} className="self-start">
          <Sparkles aria-hidden="true" />
          {busy ? t('generating') : t('learn.generatePath')}
        </Button>
      </form>
      <OutputPanel label={t('learn.pathLabel')} text={gen.text} heightClass="h-[400px]" generating={busy} />
      <EngineNote engine={gen.engine} />
      {shown && !busy && <CourseLinks goal={shown.goal} level={shown.level} />}
      <HistoryList
        tool="learn"
        activeId={gen.generation?.id}
        summarize={(g) => String((g.inputs as LearnRequest).goal ?? '')}
        onOpen={open}
      />
    </ToolCard>
  );
}
