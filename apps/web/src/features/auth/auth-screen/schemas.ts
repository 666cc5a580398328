import {
  accountMessages,
  comboSignInSchema,
  comboSignUpSchema,
  passwordRefusal,
  validateEmail,
} from '@storyloom/domain';
import { z } from 'zod';

const a = accountMessages.authScreen;

// The combined screen's domain schemas report a rule for the form as a whole, in the spec's order.
// Here the first problem is put where it belongs: on 'form' when fields are missing (the alert box
// says so and each empty field is marked), else on the field it is about.

type SignInValues = { email: string; password: string };
export type SignUpValues = { fullName: string; email: string; password: string; confirmPassword: string };

export const signInFormSchema = z.custom<SignInValues>().transform((values, ctx) => {
  const parsed = comboSignInSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', path: ['form'], message: parsed.error.issues[0]?.message ?? a.fillAllFields });
  return z.NEVER;
});

function signUpField(message: string, path: readonly PropertyKey[], values: SignUpValues): string {
  if (path.length > 0) return String(path[0]);
  if (message === a.fillAllFields) return 'form';
  if (message === a.passwordsDoNotMatch) return 'confirmPassword';
  if (passwordRefusal(message)) return 'password';
  if (message === validateEmail(values.email)) return 'email';
  // What is left is the rule on the person's name.
  return 'fullName';
}

export const signUpFormSchema = z.custom<SignUpValues>().transform((values, ctx) => {
  const parsed = comboSignUpSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? a.fillAllFields;
  ctx.addIssue({ code: 'custom', path: [signUpField(message, issue?.path ?? [], values)], message });
  return z.NEVER;
});
