import {
  SPACE_DESCRIPTION_MAX,
  SPACE_NAME_MAX,
  type Space,
  spaceMessages,
  uiText,
  updateSpaceSchema,
} from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { communityKeys } from '../api/keys';
import { updateSpace } from '../api/spaces';
import { EmptyState } from '../ui/states';
import { IconAndColorChoices } from './space-form-fields';

const t = uiText.community;

/** Space settings: a form for the space's admins; everyone else sees the placeholder. */
export function SpaceSettings({ space }: { space: Space }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: space.name,
    description: space.description ?? '',
    icon: space.icon,
    color: space.color,
  });
  const parsed = updateSpaceSchema.safeParse(values);
  const nameError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'name')?.message;
  const save = useMutation({
    mutationFn: () => updateSpace(space.id, values as Parameters<typeof updateSpace>[1]),
    onSuccess: async (updated) => {
      queryClient.setQueryData(communityKeys.space(space.id), updated);
      toast.success(spaceMessages.saved);
      await queryClient.invalidateQueries({ queryKey: communityKeys.spaces() });
    },
    onError: (error) => toast.error(errorMessage(error, t.loadFailed)),
  });
  if (space.role !== 'admin') return <EmptyState title={spaceMessages.settingsPlaceholder} />;
  return (
    <form
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.success) save.mutate();
      }}
    >
      <FormField id="settings-name" label={t.spaceName} error={nameError}>
        {(props) => (
          <Input
            {...props}
            maxLength={SPACE_NAME_MAX}
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="settings-description" label={t.spaceDescription}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            maxLength={SPACE_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => setValues({ ...values, description: e.target.value })}
          />
        )}
      </FormField>
      <IconAndColorChoices
        icon={values.icon}
        color={values.color}
        onIcon={(icon) => setValues({ ...values, icon })}
        onColor={(color) => setValues({ ...values, color })}
      />
      <Button type="submit" className="self-start" disabled={!parsed.success || save.isPending}>
        {save.isPending ? t.saving : t.saveSettings}
      </Button>
    </form>
  );
}
