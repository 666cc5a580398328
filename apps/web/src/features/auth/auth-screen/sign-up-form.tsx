import { accountMessages, comboSignUpSchema, comboUsername, messages, randomUsernameSuffix } from '@storyloom/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { signUp } from '../api';
import { FormAlert } from './form-alert';

const a = accountMessages.authScreen;
const empty = { fullName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof empty;

const fields: Array<{ name: Field; label: string; type: 'text' | 'email' | 'password'; autoComplete: string }> = [
  { name: 'fullName', label: a.fullName, type: 'text', autoComplete: 'name' },
  { name: 'email', label: a.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: a.password, type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: a.confirmPassword, type: 'password', autoComplete: 'new-password' },
];

/** The Sign Up tab: the username is the email's local part, '_' and 0–999. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = comboSignUpSchema.safeParse(values);
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? a.fillAllFields);
    setBusy(true);
    setFailure(null);
    const { fullName, email, password } = parsed.data;
    try {
      await signUp({ name: fullName, email, password, username: comboUsername(email, randomUsernameSuffix()) });
      setValues(empty);
      onSignedUp();
    } catch (error) {
      setFailure(errorMessage(error, a.signUpFallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      )}
      {fields.map(({ name, label, type, autoComplete }) => (
        <FormField key={name} id={`signup-${name}`} label={label}>
          {(field) => {
            const props = {
              ...field,
              autoComplete,
              value: values[name],
              onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
            };
            return type === 'password' ? <PasswordInput {...props} /> : <Input {...props} type={type} />;
          }}
        </FormField>
      ))}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? messages.auth.creatingAccount : a.createAccount}
      </Button>
    </form>
  );
}
