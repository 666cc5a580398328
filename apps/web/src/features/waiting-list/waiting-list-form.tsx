import {
  messages,
  publicMessages,
  publicText,
  WAITING_LIST_INTEREST_LABELS,
  WAITING_LIST_INTERESTS,
  WAITING_LIST_ROLE_LABELS,
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
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { useJoinWaitingList } from './api';

type FormInput = z.input<typeof waitingListSignupSchema>;
const m = publicMessages.waitingList;

/** The sign-up form; `onDone` shows the thank-you panel (after success or a duplicate). */
export function WaitingListForm({ onDone }: { onDone: () => void }) {
  const join = useJoinWaitingList();
  const { register, submit, busy, formState } = useZodForm(waitingListSignupSchema, {
    // The email error shows under the field after blur, then follows each change.
    mode: 'onTouched',
    defaultValues: { name: '', email: '', role: null, interests: [], website: '' },
    failure: () => toast.error(m.failedTitle, { description: m.failed }),
  });
  const { errors } = formState;

  const onValid = async (body: WaitingListSignup) => {
    try {
      await join.mutateAsync(body);
      toast.success(m.successTitle, { description: m.success });
    } catch (error) {
      // Already on the list: said kindly, and the thank-you panel shows all the same.
      if (!isApiError(error, 409)) throw error;
      toast(m.alreadyRegisteredTitle, { description: m.alreadyRegistered });
    }
    onDone();
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (invalid.email?.message) toast.error(messages.email.invalidToastTitle, { description: invalid.email.message });
  };

  return (
    <form onSubmit={submit(onValid, onInvalid)} noValidate className="relative flex flex-col gap-5">
      <FormField id="wl-name" label={publicText.fullName} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" required aria-required {...register('name')} />}
      </FormField>
      <FormField id="wl-email" label={publicText.email} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" required {...register('email')} />}
      </FormField>
      <FormField id="wl-role" label={publicText.role}>
        {(field) => (
          <NativeSelect {...field} {...register('role', { setValueAs: (v: string | null) => v || null })}>
            <option value="">{publicText.rolePlaceholder}</option>
            {WAITING_LIST_ROLES.map((role) => (
              <option key={role} value={role}>
                {WAITING_LIST_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{publicText.interests}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WAITING_LIST_INTERESTS.map((interest) => (
            <label
              key={interest}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary/5"
            >
              <input type="checkbox" value={interest} className="size-4 accent-primary" {...register('interests')} />
              {WAITING_LIST_INTEREST_LABELS[interest]}
            </label>
          ))}
        </div>
      </fieldset>
      <HoneypotField {...register('website')} />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy ? m.joining : publicText.joinWaitingList}
      </Button>
    </form>
  );
}
