import { comboUsername, PASSWORD_MIN_LENGTH, passwordRefusal, randomUsernameSuffix } from '@storyloom/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signupPreferences, useDomainText } from '@/i18n';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { signUp } from '../api';
import { useT } from '../i18n';
import { FormAlert } from './form-alert';
import { type SignUpValues, signUpFormSchema } from './schemas';

const empty: SignUpValues = { fullName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof SignUpValues;
const ALERT_ID = 'signup-alert';

const fields = [
  { name: 'fullName', label: 'authScreen.fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'authScreen.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'authScreen.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'authScreen.confirmPassword', type: 'password', autoComplete: 'new-password' },
] as const satisfies ReadonlyArray<{
  name: Field;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}>;

/**
 * The Sign Up tab: the username is the email's local part, '_' and 0–999. The alert box says what
 * is wrong (the spec's texts); the field it is about is marked and repeats it.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const t = useT();
  const domainText = useDomainText();
  const form = useZodForm(signUpFormSchema, {
    defaultValues: empty,
    fieldAliases: { name: 'fullName' },
    messageFields: [{ field: 'password', match: passwordRefusal }],
    failure: (error, setError) =>
      setError('root', { type: 'server', message: errorMessage(error, t('authScreen.signUpFallback')) }),
  });
  const { errors } = form.formState;
  const missingMessage = (errors as { form?: { message?: string } }).form?.message;
  const missing = missingMessage ? domainText(missingMessage) : undefined;
  const fieldError = (name: Field) => {
    const message = errors[name]?.message;
    return message ? domainText(message) : undefined;
  };
  const alert = errors.root?.message ?? missing ?? fields.map(({ name }) => fieldError(name)).find(Boolean);

  const submit = form.submit(async ({ fullName, email, password }) => {
    await signUp({
      name: fullName,
      email,
      password,
      username: comboUsername(email, randomUsernameSuffix()),
      ...signupPreferences(),
    });
    form.reset(empty);
    onSignedUp();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {alert && (
        <FormAlert>
          <p id={ALERT_ID}>{alert}</p>
        </FormAlert>
      )}
      {fields.map(({ name, label, type, autoComplete }) => (
        <FormField
          key={name}
          id={`signup-${name}`}
          label={t(label)}
          error={fieldError(name)}
          hint={name === 'password' ? t('password.hint', { min: PASSWORD_MIN_LENGTH }) : undefined}
          invalidBy={missing && !form.getValues(name) ? ALERT_ID : undefined}
        >
          {(field) => {
            const props = { ...field, autoComplete, ...form.register(name) };
            return type === 'password' ? <PasswordInput {...props} /> : <Input {...props} type={type} />;
          }}
        </FormField>
      ))}
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? t('authScreen.creatingAccount') : t('authScreen.createAccount')}
      </Button>
    </form>
  );
}
