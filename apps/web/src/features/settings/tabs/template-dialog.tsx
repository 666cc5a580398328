import {
  type EmailTemplate,
  fillPlaceholders,
  SAMPLE_TEMPLATE_VARS,
  settingsText,
  templateProblems,
  templateUpdateSchema,
} from '@storyloom/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetTemplate, useSaveTemplate, useSendTestMail } from '../api';

const t = settingsText.email;

/** Edit Template: subject and message with a live preview; save, reset to the default, or mail a test. */
export function TemplateDialog({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const previewId = useId();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const sendTest = useSendTestMail();
  const form = useZodForm(templateUpdateSchema(template.id), {
    defaultValues: { subject: template.subject, body: template.body },
    failure: { fallback: settingsText.saveFailed },
  });
  // The preview and the placeholder problems follow every keystroke.
  const subject = form.watch('subject');
  const body = form.watch('body');
  const problems = templateProblems(template.id, subject, body);
  const blank = !subject.trim() || !body.trim();
  const { errors } = form.formState;

  const onSave = form.submit(async (value) => {
    await save.mutateAsync({ id: template.id, ...value });
    toast.success(t.templateSaved);
  });
  const onReset = () =>
    reset.mutate(template.id, {
      onSuccess: (data) => {
        const fresh = data.items.find((x) => x.id === template.id);
        if (fresh) form.reset({ subject: fresh.subject, body: fresh.body });
        toast.success(t.templateSaved);
      },
      onError: () => toast.error(settingsText.saveFailed),
    });
  const onTest = () =>
    sendTest.mutate(template.id, {
      onSuccess: ({ sentTo }) => toast.success(t.testSent(sentTo)),
      onError: (error) => toast.error(errorMessage(error, settingsText.saveFailed)),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={settingsText.billing.close} className="max-w-3xl">
        <DialogTitle>{template.name}</DialogTitle>
        <DialogDescription>{t.placeholders(template.variables.map((v) => `{{${v}}}`).join(', '))}</DialogDescription>
        <form id={`${template.id}-form`} onSubmit={onSave} noValidate className="grid gap-5 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <FormField id={`${template.id}-subject`} label={t.subject} error={errors.subject?.message}>
              {(field) => <Input {...field} {...form.register('subject')} />}
            </FormField>
            <FormField id={`${template.id}-body`} label={t.body} error={problems.join('. ') || errors.body?.message}>
              {(field) => <Textarea {...field} rows={10} {...form.register('body')} />}
            </FormField>
          </div>
          <section
            aria-labelledby={previewId}
            className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4"
          >
            <h3 id={previewId} className="text-sm font-semibold">
              {t.preview} <span className="font-normal text-muted-foreground">({t.previewHint})</span>
            </h3>
            <p className="font-medium break-words">{fillPlaceholders(subject, SAMPLE_TEMPLATE_VARS)}</p>
            <p className="text-sm break-words whitespace-pre-wrap" data-testid="template-preview">
              {fillPlaceholders(body, SAMPLE_TEMPLATE_VARS)}
            </p>
          </section>
        </form>
        <DialogFooter className="sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="ghost" onClick={onReset} disabled={reset.isPending || !template.customized}>
              {t.resetTemplate}
            </Button>
            <Button variant="outline" onClick={onTest} disabled={sendTest.isPending}>
              {t.sendTest}
            </Button>
          </div>
          <Button type="submit" form={`${template.id}-form`} disabled={form.busy || blank || problems.length > 0}>
            {form.busy ? settingsText.saving : t.saveTemplate}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
