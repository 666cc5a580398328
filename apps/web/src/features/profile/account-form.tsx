import { type Profile, type ProfileFormInput, type ProfileUpdate, profileFormSchema } from '@storyloom/domain';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { AudienceNote, audienceText, useIsMinor } from '@/features/privacy';
import { coachText, SafetyCoach, useSafetyCoach } from '@/features/safety';
import type { Translate } from '@/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProfile } from './api';
import { type ProfileKey, useT } from './i18n';

type Parsed = z.output<typeof profileFormSchema>;

function formValues(profile: Profile): ProfileFormInput {
  return {
    username: profile.username,
    fullName: profile.fullName ?? '',
    bio: profile.bio ?? '',
    website: profile.website ?? '',
  };
}

/** Only the fields whose normalised value differs from what is stored. */
function changedFields(parsed: Parsed, profile: Profile): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (parsed.username !== profile.username) changes.username = parsed.username;
  if (parsed.fullName !== profile.fullName) changes.fullName = parsed.fullName ?? '';
  if (parsed.bio !== profile.bio) changes.bio = parsed.bio ?? '';
  if (parsed.website !== profile.website) changes.website = parsed.website ?? '';
  return changes;
}

function noChanges(t: Translate<ProfileKey>) {
  toast(t('account.noChanges'), { description: t('account.noChangesText') });
}

/** Account Information: Save is disabled until something changed. A taken username shows under its field. */
export function AccountForm({ profile }: { profile: Profile }) {
  const t = useT();
  const update = useUpdateProfile();
  const minor = useIsMinor();
  const { register, submit, busy, formState, reset, watch, setFocus } = useZodForm(profileFormSchema, {
    mode: 'onTouched',
    values: formValues(profile),
    fieldErrors: { username_taken: 'username', conflict: 'username' },
    failure: () => toast.error(t('account.updateFailed'), { description: t('account.updateFailedText') }),
  });
  const { errors, isDirty } = formState;
  const coach = useSafetyCoach(JSON.stringify(watch()));
  const textFields = ['username', 'fullName', 'bio', 'website'] as const;
  const focusField = (field: string | null) => setFocus(textFields.find((f) => f === field) ?? 'bio');

  const onValid = submit(async (parsed) => {
    const changes = changedFields(parsed, profile);
    if (Object.keys(changes).length === 0) {
      noChanges(t);
      reset(formValues(profile));
      return;
    }
    await coach.guard(async (ack) => {
      const result = await update.mutateAsync({ ...changes, ...ack });
      reset(formValues(result.profile));
      toast.success(t('account.updated'));
    });
  });

  // aria-disabled rather than disabled: a submit attempt (Enter in a field) still explains why nothing happens.
  const onSubmit = isDirty
    ? onValid
    : (e: React.FormEvent) => {
        e.preventDefault();
        noChanges(t);
      };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('account.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('account.hint')}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="profile-username" label={t('account.username')} error={errors.username?.message}>
              {(field) => <Input {...field} autoComplete="username" {...register('username')} />}
            </FormField>
            <FormField id="profile-full-name" label={t('account.fullName')} error={errors.fullName?.message}>
              {(field) => <Input {...field} autoComplete="name" {...register('fullName')} />}
            </FormField>
          </div>
          <FormField id="profile-bio" label={t('account.bio')} error={errors.bio?.message}>
            {(field) => <Textarea {...field} rows={3} placeholder={t('account.bioPlaceholder')} {...register('bio')} />}
          </FormField>
          <FormField id="profile-website" label={t('account.website')} error={errors.website?.message}>
            {(field) => (
              <Input {...field} type="url" placeholder={t('account.websitePlaceholder')} {...register('website')} />
            )}
          </FormField>
          <FormField id="profile-email" label={t('account.email')}>
            {(field) => (
              <div className="flex flex-col gap-1">
                <Input
                  {...field}
                  type="email"
                  value={profile.email}
                  readOnly
                  className="bg-muted"
                  aria-describedby="profile-email-hint"
                />
                <p id="profile-email-hint" className="text-sm text-muted-foreground">
                  {t('account.emailCannotBeChanged')}
                </p>
              </div>
            )}
          </FormField>
          {minor && <AudienceNote>{audienceText.profile}</AudienceNote>}
          <SafetyCoach coach={coach} onEdit={focusField} anywayLabel={coachText.saveAnyway} />
          <Button
            type="submit"
            className="self-start aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={!isDirty || busy}
          >
            {busy ? t('account.saving') : t('account.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
