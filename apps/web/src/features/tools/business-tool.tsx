import {
  AI_DEFAULTS,
  aiMessages,
  aiText,
  type BusinessRequest,
  businessRequestSchema,
  downloadNames,
} from '@storyloom/domain';
import { Download, Pencil, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { saveMarkdown } from './components/download';
import { HistoryList } from './components/history-list';
import { LastGenerated } from './components/last-generated';
import { EngineNote, OutputPanel } from './components/output-panel';
import { ToolCard } from './components/tool-card';
import { EditPlanDialog } from './edit-plan-dialog';
import { selectOptions } from './options';
import { useTextTool } from './use-text-generation';

const t = aiText.business;

export function BusinessTool() {
  const { form, gen, busy, onSubmit, open } = useTextTool('business', businessRequestSchema, {
    defaultValues: { type: AI_DEFAULTS.businessType, goal: AI_DEFAULTS.businessGoal, description: '' },
  });
  const { register, formState } = form;
  const [editing, setEditing] = useState(false);

  const download = () => {
    const inputs = gen.generation?.inputs as BusinessRequest | undefined;
    if (!inputs) return;
    saveMarkdown(gen.text, downloadNames.businessPlan(inputs.type, inputs.goal));
    toast.success(aiMessages.storyDownloadTitle);
  };

  return (
    <ToolCard title={t.title} description={t.description} aside={<LastGenerated tool="business" />}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="business-type" label={t.type}>
            {(field) => <NativeSelect {...field} options={selectOptions.businessType} {...register('type')} />}
          </FormField>
          <FormField id="business-goal" label={t.goal}>
            {(field) => <NativeSelect {...field} options={selectOptions.businessGoal} {...register('goal')} />}
          </FormField>
        </div>
        <FormField id="business-description" label={t.descriptionLabel} error={formState.errors.description?.message}>
          {(field) => (
            <Textarea {...field} rows={4} placeholder={t.descriptionPlaceholder} {...register('description')} />
          )}
        </FormField>
        <Button type="submit" busy={busy} disabled={!form.watch('description').trim()} className="self-start">
          <Sparkles aria-hidden="true" />
          {busy ? aiText.generating : t.generatePlan}
        </Button>
      </form>
      <OutputPanel label={t.planLabel} text={gen.text} heightClass="h-[400px]" generating={busy} />
      <EngineNote engine={gen.engine} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setEditing(true)} disabled={!gen.generation || busy}>
          <Pencil aria-hidden="true" />
          {aiMessages.editPlan}
        </Button>
        <Button variant="outline" onClick={download} disabled={!gen.generation || busy}>
          <Download aria-hidden="true" />
          {aiMessages.downloadPlan}
        </Button>
      </div>
      {gen.generation && editing && (
        <EditPlanDialog
          generation={gen.generation}
          text={gen.text}
          open={editing}
          onOpenChange={setEditing}
          onSaved={gen.show}
        />
      )}
      <HistoryList
        tool="business"
        activeId={gen.generation?.id}
        summarize={(g) => String((g.inputs as BusinessRequest).description ?? '')}
        onOpen={open}
      />
    </ToolCard>
  );
}
