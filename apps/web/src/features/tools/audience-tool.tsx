import { type AudienceRequest, audienceRequestSchema } from '@storyloom/domain';
import { Info, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { type ToolsKey, useT } from './i18n';
import { useSelectOptions } from './options';
import { useTextTool } from './use-text-generation';

export function AudienceTool() {
  const t = useT();
  const selectOptions = useSelectOptions();
  const { form, gen, busy, onSubmit, open } = useTextTool('audience', audienceRequestSchema, {
    defaultValues: { platform: 'youtube', target: '', analysisType: 'engagement' },
  });
  const { register, formState } = form;

  return (
    <ToolCard
      title={t('audience.title')}
      description={t('audience.description')}
      aside={<LastGenerated tool="audience" />}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="audience-platform" label={t('audience.platform')}>
            {(field) => <NativeSelect {...field} options={selectOptions.platform} {...register('platform')} />}
          </FormField>
          <FormField id="audience-analysis" label={t('audience.analysisType')}>
            {(field) => <NativeSelect {...field} options={selectOptions.analysisType} {...register('analysisType')} />}
          </FormField>
        </div>
        <FormField id="audience-target" label={t('audience.target')} error={formState.errors.target?.message}>
          {(field) => <Input {...field} placeholder={t('audience.targetPlaceholder')} {...register('target')} />}
        </FormField>
        <p className="-mt-2 flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('audience.targetNote')}
        </p>
        <Button type="submit" busy={busy} disabled={!form.watch('target').trim()} className="self-start">
          <Sparkles aria-hidden="true" />
          {busy ? t('generating') : t('audience.analyse')}
        </Button>
      </form>
      <OutputPanel label={t('audience.planLabel')} text={gen.text} heightClass="h-[400px]" generating={busy} />
      <EngineNote engine={gen.engine} />
      <HistoryList
        tool="audience"
        activeId={gen.generation?.id}
        summarize={(g) => {
          const i = g.inputs as AudienceRequest;
          return t('audience.historyItem', {
            platform: t(`labels.platform.${i.platform}` as ToolsKey),
            target: i.target,
          });
        }}
        onOpen={open}
      />
    </ToolCard>
  );
}
