import { type AiGeneration, aiGenerationUpdateSchema } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { historyKey, saveOutput } from './api';
import { useT } from './i18n';

type EditPlanDialogProps = {
  generation: AiGeneration;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (generation: AiGeneration) => void;
};

/** Edit Plan: the plan in an editor; Save stores it on the server (owner only) and shows it. */
export function EditPlanDialog({ generation, text, open, onOpenChange, onSaved }: EditPlanDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  // A failure to save shows under the editor.
  const { register, submit, busy, formState } = useZodForm(aiGenerationUpdateSchema, {
    defaultValues: { output: text },
    failure: (error, setError) => setError('output', { message: errorMessage(error, t('business.editTitle')) }),
  });

  const save = submit(async ({ output }) => {
    const saved = await saveOutput(generation.id, output);
    await queryClient.invalidateQueries({ queryKey: historyKey('business') });
    onSaved(saved);
    toast.success(t('business.saved'));
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} closeLabel={t('close')} className="max-w-3xl p-5">
        <DialogTitle className="text-lg">{t('business.editTitle')}</DialogTitle>
        <FormField id="plan-editor" label={t('business.planLabel')} error={formState.errors.output?.message}>
          {(field) => <Textarea {...field} className="h-[50dvh] font-mono" {...register('output')} />}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={save} busy={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
