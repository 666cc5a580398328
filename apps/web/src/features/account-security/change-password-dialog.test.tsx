// @vitest-environment happy-dom
import { accountMessages, PASSWORD_MIN_LENGTH, passwordTexts } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { ChangePasswordDialog } from './change-password-dialog';
import en from './messages/en.json';

const p = accountMessages.password;
const ruleHint = en['password.ruleHint'].replace('{min}', String(PASSWORD_MIN_LENGTH));
const CHANGE = '/api/auth/change-password';

const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function open(answer: () => Response) {
  const fetchMock = mockFetch(({ url }) => (url === CHANGE ? answer() : undefined));
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordDialog />);
  await user.click(screen.getByRole('button', { name: en['password.change'] }));
  const dialog = screen.getByRole('dialog', { name: en['password.dialogTitle'] });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      [en['password.current'], current],
      [en['password.new'], next],
      [en['password.confirm'], confirm],
    ] as const) {
      await user.clear(field(label));
      await user.type(field(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: en['password.save'] }));
  };
  return { fetchMock, dialog, field, fill };
}

describe('Change Password dialog', () => {
  it('shows the rule under the new password; a mismatch is the alert and the confirmation field’s', async () => {
    const { fetchMock, dialog, field, fill } = await open(() => json({}));
    expect(describedBy(field(en['password.new']))).toBe(ruleHint);
    await fill('old-password-1', 'fresh-pass-1', 'fresh-pass-2');
    expect(within(dialog).getByRole('alert').textContent).toBe(p.mismatch);
    expect(field(en['password.confirm']).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field(en['password.confirm']))).toBe(p.mismatch);
    expect(sentBodies(fetchMock, 'POST', CHANGE)).toEqual([]);
  });

  it('puts a wrong current password on its field, and a refused new one on the new password', async () => {
    let answer = json({ error: { code: 'invalid_password', message: p.currentIncorrect } }, 400);
    const { dialog, field, fill } = await open(() => answer);
    await fill('wrong-password', 'fresh-pass-1', 'fresh-pass-1');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(p.currentIncorrect));
    expect(field(en['password.current']).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field(en['password.current']))).toBe(p.currentIncorrect);

    answer = json({ error: { code: 'validation_failed', message: `newPassword: ${passwordTexts.breached}` } }, 400);
    await fill('right-password', 'breached-pass-1', 'breached-pass-1');
    await waitFor(() => expect(describedBy(field(en['password.new']))).toBe(`${passwordTexts.breached} ${ruleHint}`));
    expect(field(en['password.current']).getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe(passwordTexts.breached);
  });
});
