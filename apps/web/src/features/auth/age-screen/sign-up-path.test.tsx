// @vitest-environment happy-dom
import { ageScreenTexts, MONTH_NAMES } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { SignUpPath } from './sign-up-path';

vi.mock('@/features/young-members', () => ({
  ChildSignUpForm: () => <p>parent path form</p>,
}));

const AGE_SCREEN = '/api/age-screen';
// The step's labels are the auth catalogue's; the messages under a field are the shared schema's.
const t = {
  heading: en['ageStep.heading'],
  intro: en['ageStep.intro'],
  month: en['ageStep.month'],
  year: en['ageStep.year'],
  continue: en['ageStep.continue'],
  monthRequired: ageScreenTexts.monthRequired,
  yearRequired: ageScreenTexts.yearRequired,
  inFuture: ageScreenTexts.inFuture,
};

/** The server: no answer yet (404) until one is posted, then the path it picks for it. */
function server(standing: 'standard' | 'parent' | null, answerWith: 'standard' | 'parent' = 'standard') {
  return mockFetch(({ url, method }) => {
    if (url !== AGE_SCREEN) return undefined;
    if (method === 'POST') return json({ path: answerWith });
    return standing ? json({ path: standing }) : undefined;
  });
}

function renderGate() {
  renderWithProviders(
    <SignUpPath idPrefix="test">
      <p>standard form</p>
    </SignUpPath>,
  );
  return userEvent.setup();
}

function describedBy(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the age step before sign-up', () => {
  it('asks for a birth month from all twelve and a freely typed year, with no number on screen', async () => {
    server(null);
    renderGate();
    expect(await screen.findByRole('heading', { name: t.heading })).toBeTruthy();
    expect(screen.getByText(t.intro)).toBeTruthy();
    const month = screen.getByLabelText(t.month) as HTMLSelectElement;
    const monthNames = [...month.options].map((o) => o.textContent).filter((_, i) => i > 0);
    expect(monthNames).toEqual([...MONTH_NAMES]);
    const year = screen.getByLabelText(t.year) as HTMLInputElement;
    expect(year.type).toBe('number');
    for (const attribute of ['min', 'max', 'placeholder', 'value']) expect(year.getAttribute(attribute) ?? '').toBe('');
    expect(document.body.textContent).not.toMatch(/\d/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('ties each missing answer to its field and sends nothing', async () => {
    const fetchMock = server(null);
    const user = renderGate();
    await user.click(await screen.findByRole('button', { name: t.continue }));
    const month = screen.getByLabelText(t.month);
    const year = screen.getByLabelText(t.year);
    await waitFor(() => expect(month.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(month)).toBe(t.monthRequired);
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(year)).toBe(t.yearRequired);
    expect(sentBodies(fetchMock, 'POST', AGE_SCREEN)).toEqual([]);
  });

  it('refuses a month that has not happened yet, under the month', async () => {
    server(null);
    const user = renderGate();
    const now = new Date();
    if (now.getUTCMonth() === 11) return; // December: every month of this year has happened.
    await user.selectOptions(await screen.findByLabelText(t.month), String(now.getUTCMonth() + 2));
    await user.type(screen.getByLabelText(t.year), String(now.getUTCFullYear()));
    await user.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(t.month))).toBe(t.inFuture));
  });

  it('sends the answer and shows the form the server picks', async () => {
    const fetchMock = server(null, 'standard');
    const user = renderGate();
    await user.selectOptions(await screen.findByLabelText(t.month), 'March');
    await user.type(screen.getByLabelText(t.year), '1990');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText('standard form')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', AGE_SCREEN)).toEqual([{ birthMonth: 3, birthYear: 1990 }]);
  });

  it('follows the server, not the date typed: a standing answer keeps its path', async () => {
    server(null, 'parent');
    const user = renderGate();
    await user.selectOptions(await screen.findByLabelText(t.month), 'March');
    await user.type(screen.getByLabelText(t.year), '1990');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText('parent path form')).toBeTruthy();
    expect(screen.queryByText('standard form')).toBeNull();
  });

  it('restores the path on load, without asking again', async () => {
    server('parent');
    renderGate();
    expect(await screen.findByText('parent path form')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.heading })).toBeNull();
  });
});
