import { type EmailSender, type EmailTemplate, emailSenderSchema } from '@storyloom/domain';
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
import { useT } from '../i18n';
import { SettingsSection, useQueryText } from '../section';
import { TEMPLATE_TEXT, TemplateDialog } from './template-dialog';

function SenderForm({ value }: { value: EmailSender }) {
  const t = useT();
  const save = useSaveEmailSender();
  const { register, submit, busy, formState } = useZodForm(emailSenderSchema, {
    mode: 'onTouched',
    values: value,
    failure: () => toast.error(t('saveFailed')),
  });
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(t('saved'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="email-from-name" label={t('email.fromName')} error={formState.errors.fromName?.message}>
          {(field) => <Input {...field} {...register('fromName')} />}
        </FormField>
        <FormField id="email-reply-to" label={t('email.replyTo')} error={formState.errors.replyTo?.message}>
          {(field) => <Input {...field} type="email" {...register('replyTo')} />}
        </FormField>
      </div>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('saving') : t('savePreferences')}
      </Button>
    </form>
  );
}

function TemplateList({ templates }: { templates: EmailTemplate[] }) {
  const t = useT();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = templates.find((x) => x.id === editingId);
  return (
    <ul className="divide-y divide-border">
      {templates.map((template) => {
        const text = TEMPLATE_TEXT[template.id];
        return (
          <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
            <div className="flex flex-col">
              <span className="flex items-center gap-2 font-medium">
                {t(text.name)}
                {template.customized && <Badge tone="primary">{t('email.customized')}</Badge>}
              </span>
              <span className="text-sm text-muted-foreground">{t(text.description)}</span>
            </div>
            <Button
              variant="outline"
              aria-label={t('email.editTemplateNamed', { name: t(text.name) })}
              onClick={() => setEditingId(template.id)}
            >
              {t('email.editTemplate')}
            </Button>
          </li>
        );
      })}
      {editing && <TemplateDialog template={editing} onClose={() => setEditingId(null)} />}
    </ul>
  );
}

/** Email: 'From' name and Reply-To, and the three editable templates. */
export function EmailTab() {
  const t = useT();
  const queryText = useQueryText();
  const sender = useQuery(emailSenderQueryOptions);
  const templates = useQuery(templatesQueryOptions);
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t('email.title')} hint={t('email.hint')}>
        <QueryState query={sender} text={queryText}>
          {(data) => <SenderForm value={data} />}
        </QueryState>
      </SettingsSection>
      <SettingsSection title={t('email.templatesTitle')}>
        <QueryState query={templates} text={queryText}>
          {(data) => <TemplateList templates={data.items} />}
        </QueryState>
      </SettingsSection>
    </div>
  );
}
