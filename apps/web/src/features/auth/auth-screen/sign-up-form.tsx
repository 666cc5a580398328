import {
  accountMessages,
  comboUsername,
  messages,
  passwordRefusal,
  passwordRuleText,
  randomUsernameSuffix,
} from '@storyloom/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/use-zod-form';
import { signUp } from '../api';
import { FormAlert } from './form-alert';
import { type SignUpValues, signUpFormSchema } from './schemas';

const a = accountMessages.authScreen;
const empty: SignUpValues = { fullName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof SignUpValues;
const ALERT_ID = 'signup-alert';

const fields: Array<{ name: Field; label: string; type: 'text' | 'email' | 'password'; autoComplete: string }> = [
  { name: 'fullName', label: a.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: a.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: a.password, type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: a.confirmPassword, type: 'password', autoComplete: 'new-password' },
];

/**
 * The Sign Up tab: the username is the email's local part, '_' and 0–999. The alert box says what
 * is wrong (the spec's texts); the field it is about is marked and repeats it.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useZodForm(signUpFormSchema, {
    defaultValues: empty,
    fieldAliases: { name: 'fullName' },
    messageFields: [{ field: 'password', match: passwordRefusal }],
    failure: (error, setError) => setError('root', { type: 'server', message: errorMessage(error, a.signUpFallback) }),
  });
  const { errors } = form.formState;
  const missing = (errors as { form?: { message?: string } }).form?.message;
  const fieldError = (name: Field) => errors[name]?.message;
  const alert = errors.root?.message ?? missing ?? fields.map(({ name }) => fieldError(name)).find(Boolean);

  const submit = form.submit(async ({ fullName, email, password }) => {
    await signUp({ name: fullName, email, password, username: comboUsername(email, randomUsernameSuffix()) });
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
          label={label}
          error={fieldError(name)}
          hint={name === 'password' ? passwordRuleText.hint : undefined}
          invalidBy={missing && !form.getValues(name) ? ALERT_ID : undefined}
        >
          {(field) => {
            const props = { ...field, autoComplete, ...form.register(name) };
            return type === 'password' ? <PasswordInput {...props} /> : <Input {...props} type={type} />;
          }}
        </FormField>
      ))}
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? messages.auth.creatingAccount : a.createAccount}
      </Button>
    </form>
  );
}
