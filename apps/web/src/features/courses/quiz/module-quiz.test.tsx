// @vitest-environment happy-dom
import type { LearnerQuiz } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { ModuleQuiz } from './module-quiz';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const quiz: LearnerQuiz = {
  passingScore: 100,
  passed: false,
  lastAttempt: null,
  questions: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'single',
      prompt: 'How many beats?',
      options: [
        { id: '21111111-1111-4111-8111-111111111111', label: 'Three' },
        { id: '31111111-1111-4111-8111-111111111111', label: 'Five' },
      ],
    },
    {
      id: '12222222-2222-4222-8222-222222222222',
      kind: 'multiple',
      prompt: 'Which are beats?',
      options: [
        { id: '22222222-2222-4222-8222-222222222222', label: 'Hook' },
        { id: '32222222-2222-4222-8222-222222222222', label: 'Climax' },
        { id: '42222222-2222-4222-8222-222222222222', label: 'Font' },
      ],
    },
  ],
};
const url = '/api/courses/story/modules/2/quiz/attempts';

describe('the module quiz', () => {
  it('sends the chosen options, then shows the score and which questions were wrong', async () => {
    const [single, multiple] = quiz.questions;
    const fetchMock = mockFetch(({ url: called, method }) =>
      called === url && method === 'POST'
        ? json(
            {
              score: 50,
              passed: false,
              passingScore: 100,
              results: [
                { questionId: single?.id, correct: true },
                { questionId: multiple?.id, correct: false },
              ],
            },
            201,
          )
        : undefined,
    );
    const ui = userEvent.setup();
    const { container } = renderWithProviders(<ModuleQuiz slug="story" position={2} quiz={quiz} enrolled />);

    await ui.click(screen.getByRole('radio', { name: 'Five' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Hook' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Font' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Font' }));
    await ui.click(screen.getByRole('button', { name: 'Submit answers' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', url)).toEqual([
        { answers: { [single?.id ?? '']: [single?.options[1]?.id], [multiple?.id ?? '']: [multiple?.options[0]?.id] } },
      ]),
    );
    expect(
      (await screen.findByText('50%: you need 100% to pass')).closest('[data-result]')?.getAttribute('data-result'),
    ).toBe('failed');
    expect([...container.querySelectorAll('[data-verdict]')].map((e) => e.getAttribute('data-verdict'))).toEqual([
      'right',
      'wrong',
    ]);
    expect(screen.getByText('One answer was wrong.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Five' }) as HTMLInputElement).disabled).toBe(true);

    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect((screen.getByRole('radio', { name: 'Five' }) as HTMLInputElement).checked).toBe(false);
    expect(container.querySelectorAll('[data-verdict]')).toHaveLength(0);
  });

  it('asks a visitor who is not enrolled to enroll, and sends nothing', async () => {
    const fetchMock = mockFetch(() => undefined);
    renderWithProviders(<ModuleQuiz slug="story" position={2} quiz={quiz} enrolled={false} />);
    expect(screen.getByText('Enroll in this course to take the quiz.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Five' }) as HTMLInputElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, 'POST', url)).toEqual([]);
  });
});
