import {
  type EmailTemplate,
  type EmailTemplateId,
  fillPlaceholders,
  SAMPLE_TEMPLATE_VARS,
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
import { type SettingsKey, type Translate, useT } from '../i18n';

/** A template's name and description by its id (the server sends them in English). */
export const TEMPLATE_TEXT: Record<EmailTemplateId, { name: SettingsKey; description: SettingsKey }> = {
  welcome: { name: 'email.template.welcome', description: 'email.template.welcomeHint' },
  course_completion: { name: 'email.template.courseCompletion', description: 'email.template.courseCompletionHint' },
  password_reset: { name: 'email.template.passwordReset', description: 'email.template.passwordResetHint' },
};

/** A placeholder problem of `templateProblems` (English, shared with the server) in the reader's language. */
function problemText(problem: string, t: Translate): string {
  const unknown = /^Unknown placeholder (\{\{\w+\}\})$/.exec(problem);
  if (unknown) return t('email.unknownPlaceholder', { placeholder: unknown[1] });
  const missing = /^The message must contain (\{\{\w+\}\})$/.exec(problem);
  if (missing) return t('email.mustContain', { placeholder: missing[1] });
  return problem;
}

/** Edit Template: subject and message with a live preview; save, reset to the default, or mail a test. */
export function TemplateDialog({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const t = useT();
  const previewId = useId();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const sendTest = useSendTestMail();
  const form = useZodForm(templateUpdateSchema(template.id), {
    defaultValues: { subject: template.subject, body: template.body },
    failure: { fallback: t('saveFailed') },
  });
  // The preview and the placeholder problems follow every keystroke.
  const subject = form.watch('subject');
  const body = form.watch('body');
  const problems = templateProblems(template.id, subject, body);
  const blank = !subject.trim() || !body.trim();
  const { errors } = form.formState;

  const onSave = form.submit(async (value) => {
    await save.mutateAsync({ id: template.id, ...value });
    toast.success(t('email.templateSaved'));
  });
  const onReset = () =>
    reset.mutate(template.id, {
      onSuccess: (data) => {
        const fresh = data.items.find((x) => x.id === template.id);
        if (fresh) form.reset({ subject: fresh.subject, body: fresh.body });
        toast.success(t('email.templateSaved'));
      },
      onError: () => toast.error(t('saveFailed')),
    });
  const onTest = () =>
    sendTest.mutate(template.id, {
      onSuccess: ({ sentTo }) => toast.success(t('email.testSent', { to: sentTo })),
      onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')} className="max-w-3xl">
        <DialogTitle>{t(TEMPLATE_TEXT[template.id].name)}</DialogTitle>
        <DialogDescription>
          {t('email.placeholders', { list: template.variables.map((v) => `{{${v}}}`).join(', ') })}
        </DialogDescription>
        <form id={`${template.id}-form`} onSubmit={onSave} noValidate className="grid gap-5 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <FormField id={`${template.id}-subject`} label={t('email.subject')} error={errors.subject?.message}>
              {(field) => <Input {...field} {...form.register('subject')} />}
            </FormField>
            <FormField
              id={`${template.id}-body`}
              label={t('email.body')}
              error={problems.map((problem) => problemText(problem, t)).join('. ') || errors.body?.message}
            >
              {(field) => <Textarea {...field} rows={10} {...form.register('body')} />}
            </FormField>
          </div>
          <section
            aria-labelledby={previewId}
            className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4"
          >
            <h3 id={previewId} className="text-sm font-semibold">
              {t('email.preview')} <span className="font-normal text-muted-foreground">({t('email.previewHint')})</span>
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
              {t('email.resetTemplate')}
            </Button>
            <Button variant="outline" onClick={onTest} disabled={sendTest.isPending}>
              {t('email.sendTest')}
            </Button>
          </div>
          <Button type="submit" form={`${template.id}-form`} disabled={form.busy || blank || problems.length > 0}>
            {form.busy ? t('saving') : t('email.saveTemplate')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
