import { type AudienceRequest, aiText, audienceRequestSchema } from '@storyloom/domain';
import { Info, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { selectOptions } from './options';
import { Select } from './ui/select';
import { useToolForm } from './use-tool-form';

const t = aiText.audience;

export function AudienceTool() {
  const initial: AudienceRequest = { platform: 'youtube', target: '', analysisType: 'engagement' };
  const { form, set, errors, gen, busy, submit, open } = useToolForm('audience', audienceRequestSchema, initial);

  return (
    <ToolCard title={t.title} description={t.description} aside={<LastGenerated tool="audience" />}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="audience-platform" label={t.platform}>
            {(field) => (
              <Select
                {...field}
                options={selectOptions.platform}
                value={form.platform}
                onChange={(e) => set('platform', e.target.value as AudienceRequest['platform'])}
              />
            )}
          </FormField>
          <FormField id="audience-analysis" label={t.analysisType}>
            {(field) => (
              <Select
                {...field}
                options={selectOptions.analysisType}
                value={form.analysisType}
                onChange={(e) => set('analysisType', e.target.value as AudienceRequest['analysisType'])}
              />
            )}
          </FormField>
        </div>
        <FormField id="audience-target" label={t.target} error={errors.target}>
          {(field) => (
            <Input
              {...field}
              placeholder={t.targetPlaceholder}
              value={form.target}
              onChange={(e) => set('target', e.target.value)}
            />
          )}
        </FormField>
        <p className="-mt-2 flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.targetNote}
        </p>
        <Button type="submit" disabled={busy || !form.target.trim()} className="self-start">
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
