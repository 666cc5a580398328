// @vitest-environment happy-dom
import type { ModuleView } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { ModuleContentTab } from './module-content-tab';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** `Play {title}`-like messages of the English catalogue, filled in. */
const fill = (message: string, title: string) => message.replace('{title}', title);

const lesson = (id: string, title: string, body: string, completed = false) => ({
  id,
  kind: 'text' as const,
  title,
  body,
  durationMinutes: 10,
  completed,
  videoUrl: null,
  durationSeconds: null,
});

const FIRST = lesson(
  '11111111-1111-4111-8111-111111111111',
  'Setting up a twist',
  '## Plant the clue\n\nSee [the notes](https://example.test/notes).\n\n<script>alert(1)</script>',
);
const SECOND = lesson('22222222-2222-4222-8222-222222222222', 'Paying it off', '- Reveal\n- React', true);

function moduleView({ enrolled = true, videoUrl = null as string | null } = {}): ModuleView {
  return {
    course: {
      slug: 'plot-lab',
      title: 'Plot Lab',
      instructor: { name: 'Robin Writer', title: 'Author', bio: 'Writes.' },
      totalModules: 3,
      enrolled,
      status: 'published',
    },
    module: {
      position: 2,
      title: 'Twists',
      description: 'Surprise your reader.',
      videoUrl,
      durationMinutes: 20,
      completed: false,
      lessons: [FIRST, SECOND],
      materials: [],
      quiz: null,
    },
  };
}

const completionUrl = (id: string) => `/api/courses/plot-lab/modules/2/lessons/${id}/completion`;

describe('ModuleContentTab text lessons', () => {
  it('Read opens the markdown body below the lesson and marks it done for an enrolled learner', async () => {
    const view = moduleView();
    const [first, second] = [FIRST, SECOND];
    const fetchMock = mockFetch(({ url, method }) =>
      method === 'POST' && url === completionUrl(first.id)
        ? json({ completedLessons: 2, totalLessons: 2, percent: 100 })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ModuleContentTab view={view} />);

    // No module video: no Play, a Read per text lesson, bodies closed.
    expect(screen.queryByRole('button', { name: fill(en['module.playLesson'], first.title) })).toBeNull();
    expect(screen.queryByRole('region', { name: first.title })).toBeNull();
    const read = screen.getByRole('button', { name: fill(en['module.readLesson'], first.title) });
    expect(read.getAttribute('aria-expanded')).toBe('false');

    await user.click(read);
    const body = screen.getByRole('region', { name: first.title });
    expect(within(body).getByRole('heading', { name: 'Plant the clue' })).toBeTruthy();
    const link = within(body).getByRole('link', { name: 'the notes' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(body.querySelector('script')).toBeNull();
    const hide = screen.getByRole('button', { name: fill(en['module.hideLesson'], first.title) });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(hide.getAttribute('aria-controls')).toBe(body.id);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', completionUrl(first.id))).toHaveLength(1));

    // Closing hides it again; a lesson already done is not sent again.
    await user.click(hide);
    expect(screen.queryByRole('region', { name: first.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: fill(en['module.readLesson'], second.title) }));
    const list = within(screen.getByRole('region', { name: second.title })).getAllByRole('listitem');
    expect(list.map((li) => li.textContent)).toEqual(['Reveal', 'React']);
    expect(sentBodies(fetchMock, 'POST', completionUrl(first.id))).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST', completionUrl(second.id))).toHaveLength(0);
  });

  it('opens a lesson without saving anything for a visitor who is not enrolled; Play stays with a module video', async () => {
    const view = moduleView({ enrolled: false, videoUrl: '/media/twists.mp4' });
    const first = FIRST;
    const fetchMock = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ModuleContentTab view={view} />);

    expect(screen.getByRole('button', { name: fill(en['module.playLesson'], first.title) }).textContent).toBe(
      en['module.play'],
    );
    await user.click(screen.getByRole('button', { name: fill(en['module.readLesson'], first.title) }));
    expect(within(screen.getByRole('region', { name: first.title })).getByRole('heading')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('says so when a text lesson has no text yet', async () => {
    const view = moduleView();
    const empty = lesson('33333333-3333-4333-8333-333333333333', 'Coming soon', '  \n');
    view.module.lessons = [empty];
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ModuleContentTab view={view} />);
    await user.click(screen.getByRole('button', { name: fill(en['module.readLesson'], empty.title) }));
    expect(within(screen.getByRole('region', { name: empty.title })).getByText(en['module.noLessonText'])).toBeTruthy();
  });
});

describe('ModuleContentTab video lessons and the quiz', () => {
  it('Watch opens the lesson’s own player with its notes, and marks it done', async () => {
    const video = {
      ...lesson('33333333-3333-4333-8333-333333333333', 'Watch the twist', 'Pause at **1:10**.'),
      kind: 'video' as const,
      videoUrl: '/uploads/lessons/clip.mp4',
      durationSeconds: 95,
    };
    const view = moduleView();
    view.module.lessons = [video];
    const fetchMock = mockFetch(({ url }) =>
      url === completionUrl(video.id) ? json({ completedLessons: 1, totalLessons: 1, percent: 100 }) : undefined,
    );
    const ui = userEvent.setup();
    const { container } = renderWithProviders(<ModuleContentTab view={view} />);
    await ui.click(screen.getByRole('button', { name: fill(en['module.watchLesson'], 'Watch the twist') }));
    const player = container.querySelector('li video') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/uploads/lessons/clip.mp4');
    expect(within(screen.getByRole('region', { name: 'Watch the twist' })).getByText('1:10').tagName).toBe('STRONG');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', completionUrl(video.id))).toHaveLength(1));
  });

  it('keeps Mark Module as Complete off until the quiz is passed', () => {
    const quiz = {
      passingScore: 80,
      passed: false,
      lastAttempt: null,
      questions: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          kind: 'true_false' as const,
          prompt: 'Twists need clues?',
          options: [
            { id: '55555555-5555-4555-8555-555555555555', label: 'True' },
            { id: '66666666-6666-4666-8666-666666666666', label: 'False' },
          ],
        },
      ],
    };
    const view = moduleView();
    view.module.quiz = quiz;
    const { unmount } = renderWithProviders(<ModuleContentTab view={view} />);
    const button = screen.getByRole('button', { name: en['module.markComplete'] }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Pass the quiz to mark this module complete.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Module quiz' })).toBeTruthy();
    unmount();
    view.module.quiz = {
      ...quiz,
      passed: true,
      lastAttempt: { score: 100, passed: true, createdAt: '2026-11-24T10:00:00Z' },
    };
    renderWithProviders(<ModuleContentTab view={view} />);
    expect((screen.getByRole('button', { name: en['module.markComplete'] }) as HTMLButtonElement).disabled).toBe(false);
  });
});
