import { type AiGeneration, aiGenerationUpdateSchema, aiText } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api';
import { historyKey, saveOutput } from './api';
import { Textarea } from './ui/textarea';
import { validate } from './validate';

type EditPlanDialogProps = {
  generation: AiGeneration;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (generation: AiGeneration) => void;
};

/** Edit Plan: the plan in an editor; Save stores it on the server (owner only) and shows it. */
export function EditPlanDialog({ generation, text, open, onOpenChange, onSaved }: EditPlanDialogProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const checked = validate(aiGenerationUpdateSchema, { output: draft });
    if (!checked.ok) return setError(checked.errors.output);
    setSaving(true);
    try {
      const saved = await saveOutput(generation.id, checked.data.output);
      await queryClient.invalidateQueries({ queryKey: historyKey('business') });
      onSaved(saved);
      toast.success(aiText.business.saved);
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, aiText.business.editTitle));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} closeLabel={aiText.close} className="max-w-3xl p-5">
        <DialogTitle className="text-lg">{aiText.business.editTitle}</DialogTitle>
        <FormField id="plan-editor" label={aiText.business.planLabel} error={error}>
          {(field) => (
            <Textarea
              {...field}
              className="h-[50dvh] font-mono"
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {aiText.cancel}
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? aiText.saving : aiText.save}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
