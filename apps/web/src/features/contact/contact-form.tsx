import { type ContactMessageInput, contactMessageSchema } from '@storyloom/domain';
import type { FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { HoneypotField } from '@/components/honeypot-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDomainText } from '@/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from './api';
import { useT } from './i18n';

type FormInput = z.input<typeof contactMessageSchema>;
export function ContactForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  /** A required field's label ends with an asterisk. */
  const required = (label: string) => t('required', { label });
  const domainText = useDomainText();
  const send = useSendContactMessage();
  const { register, submit, busy, formState } = useZodForm(contactMessageSchema, {
    mode: 'onTouched',
    defaultValues: { name: '', email: '', subject: '', message: '', website: '' },
    failure: () => toast.error(t('failedTitle'), { description: t('failed') }),
  });
  const { errors } = formState;

  const onValid = async (body: ContactMessageInput) => {
    await send.mutateAsync(body);
    toast.success(t('successTitle'), { description: t('success') });
    onSent();
  };

  // An invalid submit says first that the name or message is missing, else what is wrong with the email.
  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (invalid.name || invalid.message) toast.error(t('missingTitle'), { description: t('missing') });
    else if (invalid.email?.message)
      toast.error(t('invalidEmailTitle'), { description: domainText(invalid.email.message) });
  };

  return (
    <form onSubmit={submit(onValid, onInvalid)} noValidate className="relative flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={required(t('fullName'))} error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" aria-required {...register('name')} />}
        </FormField>
        <FormField id="contact-email" label={required(t('email'))} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" aria-required {...register('email')} />}
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('subject')} error={errors.subject?.message}>
        {(field) => <Input {...field} placeholder={t('subjectPlaceholder')} {...register('subject')} />}
      </FormField>
      <FormField id="contact-message" label={required(t('message'))} error={errors.message?.message}>
        {(field) => <Textarea {...field} aria-required className="min-h-[150px]" {...register('message')} />}
      </FormField>
      <HoneypotField {...register('website')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        {busy ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
