import {
  type CreateSpaceInput,
  createSpaceSchema,
  DEFAULT_SPACE_COLOR,
  DEFAULT_SPACE_ICON,
  SPACE_DESCRIPTION_MAX,
  SPACE_NAME_MAX,
} from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { coachText, SafetyCoach, useSafetyCoach } from '@/features/safety';
import { useZodForm } from '@/lib/use-zod-form';
import { communityKeys } from '../api/keys';
import { createSpace } from '../api/spaces';
import { useT } from '../i18n';
import { IconAndColorChoices } from './space-form-fields';

/** Create Space: name required, description optional, icon and colour preset to the defaults (🎮 on violet). */
export function CreateSpaceDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(createSpaceSchema, {
    defaultValues: { name: '', description: '', icon: DEFAULT_SPACE_ICON, color: DEFAULT_SPACE_COLOR },
    failure: { fallback: t('loadFailed') },
  });
  const create = useMutation({
    mutationFn: createSpace,
    onSuccess: async (space) => {
      toast.success(t('spaces.created'));
      setOpen(false);
      form.reset();
      queryClient.setQueryData(communityKeys.space(space.id), space);
      await queryClient.invalidateQueries({ queryKey: communityKeys.spaces() });
      void queryClient.invalidateQueries({ queryKey: communityKeys.me() });
      await navigate(`/spaces/${space.id}`);
    },
  });
  const coach = useSafetyCoach(`${form.watch('name')}\n${form.watch('description')}`);
  const icon = form.watch('icon') ?? DEFAULT_SPACE_ICON;
  const color = form.watch('color') ?? DEFAULT_SPACE_COLOR;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('spaces.create')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel')}>
        <DialogTitle>{t('spaces.create')}</DialogTitle>
        <DialogDescription>{t('spaces.createText')}</DialogDescription>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.submit((values) => coach.guard((ack) => create.mutateAsync({ ...values, ...ack })))}
        >
          <FormField id="space-name" label={t('spaces.name')} error={form.formState.errors.name?.message}>
            {(props) => <Input {...props} maxLength={SPACE_NAME_MAX} autoComplete="off" {...form.register('name')} />}
          </FormField>
          <FormField
            id="space-description"
            label={t('spaces.description')}
            error={form.formState.errors.description?.message}
          >
            {(props) => (
              <Textarea {...props} rows={3} maxLength={SPACE_DESCRIPTION_MAX} {...form.register('description')} />
            )}
          </FormField>
          <IconAndColorChoices
            icon={icon}
            color={color}
            onIcon={(v) => form.setValue('icon', v as CreateSpaceInput['icon'])}
            onColor={(v) => form.setValue('color', v as CreateSpaceInput['color'])}
          />
          <SafetyCoach
            coach={coach}
            onEdit={(field) => form.setFocus(field === 'name' ? 'name' : 'description')}
            anywayLabel={coachText.saveAnyway}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t('spaces.creating') : t('spaces.createButton')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
