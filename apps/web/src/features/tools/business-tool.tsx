import { AI_DEFAULTS, type BusinessRequest, businessRequestSchema, downloadNames } from '@storyloom/domain';
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
import { useT } from './i18n';
import { useSelectOptions } from './options';
import { useTextTool } from './use-text-generation';

export function BusinessTool() {
  const t = useT();
  const selectOptions = useSelectOptions();
  const { form, gen, busy, onSubmit, open } = useTextTool('business', businessRequestSchema, {
    defaultValues: { type: AI_DEFAULTS.businessType, goal: AI_DEFAULTS.businessGoal, description: '' },
  });
  const { register, formState } = form;
  const [editing, setEditing] = useState(false);

  const download = () => {
    const inputs = gen.generation?.inputs as BusinessRequest | undefined;
    if (!inputs) return;
    saveMarkdown(gen.text, downloadNames.businessPlan(inputs.type, inputs.goal));
    toast.success(t('messages.storyDownloadTitle'));
  };

  return (
    <ToolCard
      title={t('business.title')}
      description={t('business.description')}
      aside={<LastGenerated tool="business" />}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="business-type" label={t('business.type')}>
            {(field) => <NativeSelect {...field} options={selectOptions.businessType} {...register('type')} />}
          </FormField>
          <FormField id="business-goal" label={t('business.goal')}>
            {(field) => <NativeSelect {...field} options={selectOptions.businessGoal} {...register('goal')} />}
          </FormField>
        </div>
        <FormField
          id="business-description"
          label={t('business.descriptionLabel')}
          error={formState.errors.description?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              placeholder={t('business.descriptionPlaceholder')}
              {...register('description')}
            />
          )}
        </FormField>
        <Button type="submit" busy={busy} disabled={!form.watch('description').trim()} className="self-start">
          <Sparkles aria-hidden="true" />
          {busy ? t('generating') : t('business.generatePlan')}
        </Button>
      </form>
      <OutputPanel label={t('business.planLabel')} text={gen.text} heightClass="h-[400px]" generating={busy} />
      <EngineNote engine={gen.engine} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setEditing(true)} disabled={!gen.generation || busy}>
          <Pencil aria-hidden="true" />
          {t('messages.editPlan')}
        </Button>
        <Button variant="outline" onClick={download} disabled={!gen.generation || busy}>
          <Download aria-hidden="true" />
          {t('messages.downloadPlan')}
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
