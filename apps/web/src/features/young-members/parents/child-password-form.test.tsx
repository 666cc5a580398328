// @vitest-environment happy-dom
import { parentLinkTexts, passwordTexts } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { ChildPasswordForm } from './child-password-form';

const t = { label: en['password.label'], submit: en['password.submit'], done: en['password.done'] };

const URL = '/api/parents/child/password';
const TOKEN = 'payload-part.signature-part';

function renderForm() {
  renderWithProviders(<ChildPasswordForm token={TOKEN} username="river_fox" />, { path: '/parents/child' });
  return screen.getByLabelText(t.label, { selector: 'input' });
}

async function setPassword(input: HTMLElement, password: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, password);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('setting a new password from the parent page', () => {
  it('sends the link’s token with the new password, then says what happened and empties the field', async () => {
    const fetchMock = mockFetch(({ url }) => (url === URL ? new Response(null, { status: 204 }) : undefined));
    const input = renderForm();
    await setPassword(input, 'lantern-meadow-93');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', t.done);
    expect(sentBodies(fetchMock, 'POST', URL)).toEqual([{ token: TOKEN, newPassword: 'lantern-meadow-93' }]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('puts a too short password (checked here) and a refused one (by the server) under the field', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === URL
        ? json({ error: { code: 'validation_failed', message: `newPassword: ${passwordTexts.tooCommon}` } }, 400)
        : undefined,
    );
    const input = renderForm();
    await setPassword(input, 'short');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(passwordTexts.tooShort)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', URL)).toEqual([]);

    await setPassword(input, 'long-but-common');
    const message = await screen.findByText(passwordTexts.tooCommon);
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a dead link’s advice above the form', async () => {
    mockFetch(({ url }) =>
      url === URL ? json({ error: { code: 'invalid_parent_link', message: parentLinkTexts.invalid } }, 400) : undefined,
    );
    const input = renderForm();
    await setPassword(input, 'lantern-meadow-93');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', parentLinkTexts.invalid);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
