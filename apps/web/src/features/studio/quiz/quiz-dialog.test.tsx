// @vitest-environment happy-dom
import type { StudioCourse } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { QuizDialog } from './quiz-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const module = { id: 'm1', title: 'Beats', description: '', position: 1, lessons: [], quiz: null };
const course = { id: 'c1', modules: [module] } as unknown as StudioCourse;
const url = '/api/studio/courses/c1/modules/m1/quiz';

describe('the quiz dialog', () => {
  it('says what is wrong before sending, then saves the whole quiz with its answer key', async () => {
    const fetchMock = mockFetch(({ url: called, method }) =>
      called === url && method === 'PUT' ? json(course) : undefined,
    );
    const onClose = vi.fn();
    const ui = userEvent.setup();
    renderWithProviders(<QuizDialog course={course} module={module} onClose={onClose} />);

    await ui.click(screen.getByRole('button', { name: 'Add question' }));
    await ui.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Question 1: Please enter the question');
    expect(sentBodies(fetchMock, 'PUT', url)).toEqual([]);

    await ui.type(screen.getByLabelText('Question 1: Question'), 'Which comes first?');
    await ui.type(screen.getByLabelText('Question 1: Option 1'), 'The hook');
    await ui.type(screen.getByLabelText('Question 1: Option 2'), 'The ending');
    await ui.click(screen.getByLabelText('Question 1: Option 1 is correct'));
    await ui.clear(screen.getByLabelText('Passing score (%)'));
    await ui.type(screen.getByLabelText('Passing score (%)'), '80');
    await ui.click(screen.getByRole('button', { name: 'Save quiz' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', url)).toEqual([
        {
          passingScore: 80,
          questions: [
            {
              kind: 'single',
              prompt: 'Which comes first?',
              options: [
                { label: 'The hook', correct: true },
                { label: 'The ending', correct: false },
              ],
            },
          ],
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
