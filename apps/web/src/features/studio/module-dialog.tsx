import { STUDIO_LIMITS, type StudioModuleInput, studioModuleInputSchema } from '@storyloom/domain';
import { Button, SubmitButton } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { useT } from './i18n';

/** The module being written: a new one, or an existing one with its id. */
export type ModuleDraft = { id?: string; input: StudioModuleInput };

type ModuleDialogProps = {
  draft: ModuleDraft | null;
  onClose: () => void;
  onSave: (draft: ModuleDraft) => Promise<unknown>;
};

/** Add or edit a module: its title and description. */
export function ModuleDialog({ draft, onClose, onSave }: ModuleDialogProps) {
  const t = useT();
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')} aria-describedby={undefined}>
        {draft && <ModuleForm draft={draft} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function ModuleForm({ draft, onSave }: { draft: ModuleDraft; onSave: ModuleDialogProps['onSave'] }) {
  const t = useT();
  const form = useZodForm(studioModuleInputSchema, {
    defaultValues: draft.input,
    failure: { fallback: t('content.saveFailed') },
  });
  const e = form.formState.errors;
  return (
    <>
      <DialogTitle>{t(draft.id ? 'module.edit' : 'module.new')}</DialogTitle>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.submit((input) => onSave({ id: draft.id, input }))}
      >
        <FormField id="module-title" label={t('module.title')} error={e.title?.message}>
          {(p) => <Input {...p} {...form.register('title')} maxLength={STUDIO_LIMITS.moduleTitle} />}
        </FormField>
        <FormField id="module-description" label={t('module.description')} error={e.description?.message}>
          {(p) => (
            <Textarea {...p} rows={4} {...form.register('description')} maxLength={STUDIO_LIMITS.moduleDescription} />
          )}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <SubmitButton busy={form.busy} busyText={t('saving')}>
            {t('module.save')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  );
}
