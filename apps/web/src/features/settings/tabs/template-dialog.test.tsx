// @vitest-environment happy-dom
import type { EmailTemplate } from '@storyloom/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { mockFetch, renderWithProviders } from '@/test/render';
import es from '../messages/es.json';
import { TemplateDialog } from './template-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const welcome: EmailTemplate = {
  id: 'welcome',
  name: 'Welcome Email',
  description: 'Sent on course enrollment',
  variables: ['name', 'course', 'link', 'sender'],
  subject: 'Welcome to {{course}}!',
  body: 'Hi {{name}}, start here: {{link}}',
  customized: false,
};

afterEach(async () => {
  await act(() => activateLocale('en'));
});

async function editBody(text: string) {
  renderWithProviders(<TemplateDialog template={welcome} onClose={() => undefined} />);
  const body = await screen.findByRole('textbox', { name: /Message|Mensaje/ });
  await userEvent.clear(body);
  await userEvent.type(body, text.replaceAll('{', '{{'));
}

describe('Edit Template', () => {
  it('names the placeholder problems in English as the spec writes them', async () => {
    mockFetch(() => undefined);
    await editBody('Hi {{password}}');
    expect(screen.getByText('Unknown placeholder {{password}}. The message must contain {{link}}')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save template' }).hasAttribute('disabled')).toBe(true);
  });

  it('and in the reader’s language', async () => {
    mockFetch(() => undefined);
    await act(() => activateLocale('es'));
    await editBody('Hola');
    expect(await screen.findByText(es['email.mustContain'].replace('{placeholder}', '{{link}}'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: es['email.template.welcome'] })).toBeTruthy();
  });
});
