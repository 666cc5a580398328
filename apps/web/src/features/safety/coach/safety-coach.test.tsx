// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { SafetyCoach } from './safety-coach';
import { useSafetyCoach } from './use-safety-coach';

const t = {
  title: en['coach.title'],
  guidelines: en['coach.guidelines'],
  edit: en['coach.edit'],
  anyway: en['coach.anyway'],
  refusedTitle: en['coach.refusedTitle'],
  languageTitle: en['coach.languageTitle'],
  mutedTitle: en['coach.mutedTitle'],
};

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PHONE = 'call me at 555-123-4567';
const finding = {
  kind: 'phone',
  match: '555-123-4567',
  field: 'content',
  message: 'This looks like a phone number. Sharing it lets strangers contact you.',
};

/** A form as the features write one: the write goes through the coach, success empties the field. */
function Harness() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const coach = useSafetyCoach(text);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void coach
          .guard(async (ack) => {
            await api('/api/posts', { method: 'POST', body: { content: text, ...ack } });
            setSent((s) => [...s, text]);
            setText('');
          })
          .catch(() => setFailed(true));
      }}
    >
      <textarea aria-label="Text" ref={field} value={text} onChange={(e) => setText(e.target.value)} />
      <SafetyCoach coach={coach} onEdit={() => field.current?.focus()} />
      <button type="submit">Post</button>
      <output>{sent.join('|')}</output>
      {failed && <p>The form reports it</p>}
    </form>
  );
}

const refusal = (status: number, code: string, message: string, details?: object) =>
  json({ error: { code, message, ...(details ? { details } : {}) } }, status);

function setup(answer: (body: { content: string; acknowledgePersonalInfo?: boolean }) => Response) {
  const fetchMock = mockFetch(({ url, body }) =>
    url === '/api/posts' ? answer(body as { content: string; acknowledgePersonalInfo?: boolean }) : undefined,
  );
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  return { fetchMock, user };
}
const coachBox = () => screen.queryByRole('alert');

describe('SafetyCoach', () => {
  it('shows what was found; Edit goes back to the text; Post anyway resends it acknowledged', async () => {
    const { fetchMock, user } = setup((body) =>
      body.acknowledgePersonalInfo
        ? json({ id: 'p1' }, 201)
        : refusal(422, 'personal_info_found', 'This looks like a phone number.', { findings: [finding] }),
    );
    await user.type(screen.getByLabelText('Text'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const box = await screen.findByRole('alert', { name: t.title });
    expect(box.textContent).toContain('“555-123-4567”');
    expect(box.textContent).toContain(finding.message);
    expect(screen.getByRole('link', { name: t.guidelines }).getAttribute('href')).toBe('/guidelines');

    await user.click(screen.getByRole('button', { name: t.edit }));
    expect(coachBox()).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Text'));
    expect(screen.getByLabelText('Text')).toHaveProperty('value', PHONE);

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await user.click(await screen.findByRole('button', { name: t.anyway }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PHONE));
    expect(coachBox()).toBeNull();
    expect(sentBodies(fetchMock, 'POST', '/api/posts')).toEqual([
      { content: PHONE },
      { content: PHONE },
      { content: PHONE, acknowledgePersonalInfo: true },
    ]);
  });

  it('hides a finding once the text changes', async () => {
    const { user } = setup(() => refusal(422, 'personal_info_found', 'Found.', { findings: [finding] }));
    await user.type(screen.getByLabelText('Text'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('alert', { name: t.title });
    await user.type(screen.getByLabelText('Text'), '!');
    expect(coachBox()).toBeNull();
  });

  it.each([
    ['personal_info_refused', 422, t.refusedTitle],
    ['language_refused', 422, t.languageTitle],
  ])('shows the server’s message for %s and keeps the text', async (code, status, title) => {
    const { user } = setup(() => refusal(status, code, `The server says no (${code}).`));
    await user.type(screen.getByLabelText('Text'), 'some text');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const box = await screen.findByRole('alert', { name: title });
    expect(box.textContent).toContain(`The server says no (${code}).`);
    expect(screen.queryByRole('button', { name: t.anyway })).toBeNull();
    expect(screen.getByLabelText('Text')).toHaveProperty('value', 'some text');
  });

  it('explains a pause in writing, with when it ends', async () => {
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    const { user } = setup(() => refusal(403, 'writing_muted', 'Writing is paused for 10 minutes.', { until }));
    await user.type(screen.getByLabelText('Text'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const box = await screen.findByRole('alert', { name: t.mutedTitle });
    expect(box.textContent).toContain('Writing is paused for 10 minutes.');
    expect(box.textContent).toMatch(/You can write again at \d/);
  });

  it('leaves any other failure to the form', async () => {
    const { user } = setup(() => refusal(400, 'validation_failed', 'Bad.'));
    await user.type(screen.getByLabelText('Text'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('The form reports it')).toBeTruthy();
    expect(coachBox()).toBeNull();
  });
});
