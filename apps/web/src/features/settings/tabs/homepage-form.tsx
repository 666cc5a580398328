import {
  HOMEPAGE_LAYOUTS,
  type HomepageLayout,
  type HomepageSettings,
  homepageSettingsSchema,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { homepageQueryOptions, useSaveHomepage } from '../api';
import { type SettingsKey, useT } from '../i18n';
import { useQueryText } from '../section';

const LAYOUT_LABELS: Record<HomepageLayout, SettingsKey> = {
  featured_courses: 'domains.layoutFeaturedCourses',
  about_me: 'domains.layoutAboutMe',
};

function Form({ value }: { value: HomepageSettings }) {
  const t = useT();
  const save = useSaveHomepage();
  const { register, submit, busy, formState } = useZodForm(homepageSettingsSchema, {
    values: value,
    failure: () => toast.error(t('saveFailed')),
  });
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(t('saved'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="homepage-title" label={t('domains.siteTitle')} error={formState.errors.siteTitle?.message}>
        {(field) => <Input {...field} {...register('siteTitle')} />}
      </FormField>
      <FormField
        id="homepage-description"
        label={t('domains.siteDescription')}
        error={formState.errors.siteDescription?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...register('siteDescription')} />}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('domains.layout')}</legend>
        <div className="flex flex-wrap gap-3">
          {HOMEPAGE_LAYOUTS.map((layout) => (
            <label
              key={layout.id}
              className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <input type="radio" value={layout.id} className="accent-primary" {...register('layout')} />
              {t(LAYOUT_LABELS[layout.id])}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('saving') : t('saveChanges')}
      </Button>
    </form>
  );
}

/** Homepage settings: site title, description and the layout (Featured courses or About me). */
export function HomepageForm() {
  const query = useQuery(homepageQueryOptions);
  const queryText = useQueryText();
  return (
    <QueryState query={query} text={queryText}>
      {(data) => <Form value={data} />}
    </QueryState>
  );
}
