import { type EmailSender, type EmailTemplate, emailSenderSchema, settingsText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { emailSenderQueryOptions, templatesQueryOptions, useSaveEmailSender } from '../api';
import { queryText, SettingsSection } from '../section';
import { TemplateDialog } from './template-dialog';

const t = settingsText.email;

function SenderForm({ value }: { value: EmailSender }) {
  const save = useSaveEmailSender();
  const { register, submit, busy, formState } = useZodForm(emailSenderSchema, {
    mode: 'onTouched',
    values: value,
    failure: () => toast.error(settingsText.saveFailed),
  });
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(settingsText.saved);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="email-from-name" label={t.fromName} error={formState.errors.fromName?.message}>
          {(field) => <Input {...field} {...register('fromName')} />}
        </FormField>
        <FormField id="email-reply-to" label={t.replyTo} error={formState.errors.replyTo?.message}>
          {(field) => <Input {...field} type="email" {...register('replyTo')} />}
        </FormField>
      </div>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? settingsText.saving : settingsText.savePreferences}
      </Button>
    </form>
  );
}

function TemplateList({ templates }: { templates: EmailTemplate[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = templates.find((x) => x.id === editingId);
  return (
    <ul className="divide-y divide-border">
      {templates.map((template) => (
        <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
          <div className="flex flex-col">
            <span className="flex items-center gap-2 font-medium">
              {template.name}
              {template.customized && <Badge tone="primary">{t.customized}</Badge>}
            </span>
            <span className="text-sm text-muted-foreground">{template.description}</span>
          </div>
          <Button
            variant="outline"
            aria-label={`${t.editTemplate}: ${template.name}`}
            onClick={() => setEditingId(template.id)}
          >
            {t.editTemplate}
          </Button>
        </li>
      ))}
      {editing && <TemplateDialog template={editing} onClose={() => setEditingId(null)} />}
    </ul>
  );
}

/** Email: 'From' name and Reply-To, and the three editable templates. */
export function EmailTab() {
  const sender = useQuery(emailSenderQueryOptions);
  const templates = useQuery(templatesQueryOptions);
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t.title} hint={t.hint}>
        <QueryState query={sender} text={queryText}>
          {(data) => <SenderForm value={data} />}
        </QueryState>
      </SettingsSection>
      <SettingsSection title={t.templatesTitle}>
        <QueryState query={templates} text={queryText}>
          {(data) => <TemplateList templates={data.items} />}
        </QueryState>
      </SettingsSection>
    </div>
  );
}
