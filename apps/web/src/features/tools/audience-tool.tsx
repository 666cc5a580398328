import { type AudienceRequest, aiText, audienceRequestSchema } from '@storyloom/domain';
import { Info, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { selectOptions } from './options';
import { useTextTool } from './use-text-generation';

const t = aiText.audience;

export function AudienceTool() {
  const { form, gen, busy, onSubmit, open } = useTextTool('audience', audienceRequestSchema, {
    defaultValues: { platform: 'youtube', target: '', analysisType: 'engagement' },
  });
  const { register, formState } = form;

  return (
    <ToolCard title={t.title} description={t.description} aside={<LastGenerated tool="audience" />}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="audience-platform" label={t.platform}>
            {(field) => <NativeSelect {...field} options={selectOptions.platform} {...register('platform')} />}
          </FormField>
          <FormField id="audience-analysis" label={t.analysisType}>
            {(field) => <NativeSelect {...field} options={selectOptions.analysisType} {...register('analysisType')} />}
          </FormField>
        </div>
        <FormField id="audience-target" label={t.target} error={formState.errors.target?.message}>
          {(field) => <Input {...field} placeholder={t.targetPlaceholder} {...register('target')} />}
        </FormField>
        <p className="-mt-2 flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.targetNote}
        </p>
        <Button type="submit" busy={busy} disabled={!form.watch('target').trim()} className="self-start">
          <Sparkles aria-hidden="true" />
          {busy ? aiText.generating : t.analyse}
        </Button>
      </form>
      <OutputPanel label={t.planLabel} text={gen.text} heightClass="h-[400px]" generating={busy} />
      <EngineNote engine={gen.engine} />
      <HistoryList
        tool="audience"
        activeId={gen.generation?.id}
        summarize={(g) => {
          const i = g.inputs as AudienceRequest;
          return `${aiText.labels.platform[i.platform] ?? i.platform}: ${i.target}`;
        }}
        onOpen={open}
      />
    </ToolCard>
  );
}
