import { HOMEPAGE_LAYOUTS, type HomepageSettings, homepageSettingsSchema, settingsText } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { homepageQueryOptions, useSaveHomepage } from '../api';
import { queryText } from '../section';

const t = settingsText.domains;

function Form({ value }: { value: HomepageSettings }) {
  const save = useSaveHomepage();
  const { register, submit, busy, formState } = useZodForm(homepageSettingsSchema, {
    values: value,
    failure: () => toast.error(settingsText.saveFailed),
  });
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(settingsText.saved);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="homepage-title" label={t.siteTitle} error={formState.errors.siteTitle?.message}>
        {(field) => <Input {...field} {...register('siteTitle')} />}
      </FormField>
      <FormField id="homepage-description" label={t.siteDescription} error={formState.errors.siteDescription?.message}>
        {(field) => <Textarea {...field} rows={3} {...register('siteDescription')} />}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t.layout}</legend>
        <div className="flex flex-wrap gap-3">
          {HOMEPAGE_LAYOUTS.map((layout) => (
            <label
              key={layout.id}
              className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <input type="radio" value={layout.id} className="accent-primary" {...register('layout')} />
              {layout.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? settingsText.saving : settingsText.saveChanges}
      </Button>
    </form>
  );
}

/** Homepage settings: site title, description and the layout (Featured courses or About me). */
export function HomepageForm() {
  const query = useQuery(homepageQueryOptions);
  return (
    <QueryState query={query} text={queryText}>
      {(data) => <Form value={data} />}
    </QueryState>
  );
}
