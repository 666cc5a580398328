import {
  SPACE_DESCRIPTION_MAX,
  SPACE_NAME_MAX,
  type Space,
  type UpdateSpaceInput,
  updateSpaceSchema,
} from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { EmptyState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { coachText, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { useZodForm } from '@/lib/use-zod-form';
import { communityKeys } from '../api/keys';
import { updateSpace } from '../api/spaces';
import { useT } from '../i18n';
import { IconAndColorChoices } from './space-form-fields';

/** Space settings: a form for the space's admins; everyone else sees the placeholder. */
export function SpaceSettings({ space }: { space: Space }) {
  const t = useT();
  const queryClient = useQueryClient();
  // Checked as it is typed: a problem shows at once and Save stays disabled until it is fixed.
  const form = useZodForm(updateSpaceSchema, {
    mode: 'onChange',
    defaultValues: {
      name: space.name,
      description: space.description ?? '',
      icon: space.icon as UpdateSpaceInput['icon'],
      color: space.color as UpdateSpaceInput['color'],
    },
    failure: { fallback: t('loadFailed') },
  });
  const values = form.watch();
  const { errors } = form.formState;
  const coach = useSafetyCoach(`${values.name}\n${values.description}`);
  const onSubmit = form.submit((body) =>
    coach.guard(async (ack) => {
      const updated = await updateSpace(space.id, { ...body, ...ack });
      queryClient.setQueryData(communityKeys.space(space.id), updated);
      toast.success(t('spaces.saved'));
      await queryClient.invalidateQueries({ queryKey: communityKeys.spaces() });
    }),
  );
  if (space.role !== 'admin') return <EmptyState title={t('spaces.settingsPlaceholder')} />;
  return (
    <form className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4" noValidate onSubmit={onSubmit}>
      <FormField id="settings-name" label={t('spaces.name')} error={errors.name?.message}>
        {(props) => <Input {...props} maxLength={SPACE_NAME_MAX} {...form.register('name')} />}
      </FormField>
      <FormField id="settings-description" label={t('spaces.description')} error={errors.description?.message}>
        {(props) => (
          <Textarea {...props} rows={3} maxLength={SPACE_DESCRIPTION_MAX} {...form.register('description')} />
        )}
      </FormField>
      <IconAndColorChoices
        icon={values.icon ?? space.icon}
        color={values.color ?? space.color}
        onIcon={(icon) => form.setValue('icon', icon as UpdateSpaceInput['icon'])}
        onColor={(color) => form.setValue('color', color as UpdateSpaceInput['color'])}
      />
      <SafetyCoach
        coach={coach}
        onEdit={(field) => form.setFocus(field === 'name' ? 'name' : 'description')}
        anywayLabel={coachText.saveAnyway}
      />
      <Button type="submit" className="self-start" disabled={!updateSpaceSchema.safeParse(values).success || form.busy}>
        {form.busy ? t('saving') : t('spaces.saveSettings')}
      </Button>
    </form>
  );
}
