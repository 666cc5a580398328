import { describe, expect, it } from 'vitest';
import { comboSignInError, comboUsername, otpauthSecret, randomUsernameSuffix } from './account.js';
import { changePasswordFormSchema, comboSignUpSchema } from './account-schemas.js';
import { USERNAME_PATTERN } from './auth.js';

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('combined auth screen rules', () => {
  it('builds the username from the local part, an underscore and the suffix, fitted to our pattern', () => {
    expect(comboUsername('robin@example.com', 42)).toBe('robin_42');
    expect(comboUsername('Ada.Lovelace+x@example.com', 0)).toBe('ada_lovelace_x_0');
    expect(USERNAME_PATTERN.test(comboUsername(`${'a'.repeat(60)}@x.io`, 999))).toBe(true);
  });

  it('draws suffixes from 0 to 999', () => {
    expect(randomUsernameSuffix(() => 0)).toBe(0);
    expect(randomUsernameSuffix(() => 0.99999)).toBe(999);
  });

  it("extends an 'Invalid login' failure with the clear-data hint", () => {
    expect(comboSignInError('Invalid login credentials')).toEqual({
      text: 'Invalid login credentials. Try clearing your saved authentication data.',
      offerClear: true,
    });
    expect(comboSignInError(undefined)).toEqual({ text: 'An error occurred during sign in', offerClear: false });
    expect(comboSignInError('Too many attempts')).toEqual({ text: 'Too many attempts', offerClear: false });
  });

  it('checks sign-up fields in the spec order', () => {
    const base = { fullName: 'Robin', email: 'r@example.com', password: 'secret-12', confirmPassword: 'secret-12' };
    expect(comboSignUpSchema.safeParse(base).success).toBe(true);
    expect(firstIssue(comboSignUpSchema.safeParse({ ...base, fullName: '' }))).toBe('Please fill in all fields');
    expect(firstIssue(comboSignUpSchema.safeParse({ ...base, confirmPassword: 'other' }))).toBe(
      'Passwords do not match',
    );
    expect(firstIssue(comboSignUpSchema.safeParse({ ...base, email: 'r@example' }))).toBe(
      'Email domain must include a dot (.)',
    );
    expect(firstIssue(comboSignUpSchema.safeParse({ ...base, fullName: 'Robin www.example.com' }))).toBe(
      'The name cannot contain a web address',
    );
    const short = { ...base, password: 'secret1', confirmPassword: 'secret1' };
    expect(firstIssue(comboSignUpSchema.safeParse(short))).toBe('Password must be at least 8 characters');
  });
});

describe('change password dialog rules', () => {
  const ok = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };
  it('requires all three fields, then matching, then 8 characters', () => {
    expect(changePasswordFormSchema.safeParse(ok).success).toBe(true);
    expect(firstIssue(changePasswordFormSchema.safeParse({ ...ok, currentPassword: '' }))).toBe(
      'Please fill in all fields',
    );
    expect(firstIssue(changePasswordFormSchema.safeParse({ ...ok, confirmPassword: 'x' }))).toBe(
      "New passwords don't match",
    );
    const seven = { ...ok, newPassword: 'abcdefg', confirmPassword: 'abcdefg' };
    expect(firstIssue(changePasswordFormSchema.safeParse(seven))).toBe('Password must be at least 8 characters');
  });
});

describe('otpauthSecret', () => {
  it('reads the base32 secret from an otpauth URI', () => {
    expect(otpauthSecret('otpauth://totp/Storyloom:a%40b.io?secret=JBSWY3DPEHPK3PXP&issuer=Storyloom')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(otpauthSecret('otpauth://totp/x')).toBeNull();
  });
});
