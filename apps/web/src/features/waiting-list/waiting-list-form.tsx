import {
  WAITING_LIST_INTERESTS,
  WAITING_LIST_ROLES,
  type WaitingListSignup,
  waitingListSignupSchema,
} from '@storyloom/domain';
import type { FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { HoneypotField } from '@/components/honeypot-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { useDomainText } from '@/i18n';
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useJoinWaitingList } from './api';
import { useT, type WaitingListKey } from './i18n';

type FormInput = z.input<typeof waitingListSignupSchema>;

const ROLE_LABELS: Record<(typeof WAITING_LIST_ROLES)[number], WaitingListKey> = {
  student: 'roles.student',
  parent: 'roles.parent',
  educator: 'roles.educator',
  school_admin: 'roles.schoolAdmin',
  content_creator: 'roles.contentCreator',
  other: 'roles.other',
};
const INTEREST_LABELS: Record<(typeof WAITING_LIST_INTERESTS)[number], WaitingListKey> = {
  storytelling: 'interests.storytelling',
  entrepreneurship: 'interests.entrepreneurship',
  content_creation: 'interests.contentCreation',
  digital_marketing: 'interests.digitalMarketing',
};

/** The sign-up form; `onDone` shows the thank-you panel (after success or a duplicate). */
export function WaitingListForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const domainText = useDomainText();
  const join = useJoinWaitingList();
  const { register, submit, busy, formState } = useZodForm(waitingListSignupSchema, {
    // The email error shows under the field after blur, then follows each change.
    mode: 'onTouched',
    defaultValues: { name: '', email: '', role: null, interests: [], website: '' },
    failure: () => toast.error(t('failedTitle'), { description: t('failed') }),
  });
  const { errors } = formState;

  const onValid = async (body: WaitingListSignup) => {
    try {
      await join.mutateAsync(body);
      toast.success(t('successTitle'), { description: t('success') });
    } catch (error) {
      // Already on the list: said kindly, and the thank-you panel shows all the same.
      if (!isApiError(error, 409)) throw error;
      toast(t('alreadyRegisteredTitle'), { description: t('alreadyRegistered') });
    }
    onDone();
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (invalid.email?.message) toast.error(t('invalidEmailTitle'), { description: domainText(invalid.email.message) });
  };

  return (
    <form onSubmit={submit(onValid, onInvalid)} noValidate className="relative flex flex-col gap-5">
      <FormField id="wl-name" label={t('fullName')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" required aria-required {...register('name')} />}
      </FormField>
      <FormField id="wl-email" label={t('email')} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
      </FormField>
      <FormField id="wl-role" label={t('role')}>
        {(field) => (
          <NativeSelect {...field} {...register('role', { setValueAs: (v: string | null) => v || null })}>
            <option value="">{t('rolePlaceholder')}</option>
            {WAITING_LIST_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('interests')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WAITING_LIST_INTERESTS.map((interest) => (
            <label
              key={interest}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary/5"
            >
              <input type="checkbox" value={interest} className="size-4 accent-primary" {...register('interests')} />
              {t(INTEREST_LABELS[interest])}
            </label>
          ))}
        </div>
      </fieldset>
      <HoneypotField {...register('website')} />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy ? t('joining') : t('join')}
      </Button>
    </form>
  );
}
