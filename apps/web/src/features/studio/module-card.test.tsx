// @vitest-environment happy-dom
import type { StudioCourse, StudioModule } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { studioCourseQueryOptions } from './api';
import { ContentSection } from './content-section';
import { lesson, studioCourse, studioModule } from './test-course';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const quiz: StudioModule['quiz'] = {
  passingScore: 70,
  questions: ['q1', 'q2'].map((id) => ({
    id,
    kind: 'true_false' as const,
    prompt: `Is ${id} true?`,
    options: [
      { id: `${id}-t`, label: 'True', correct: true },
      { id: `${id}-f`, label: 'False', correct: false },
    ],
  })),
};

const course = studioCourse({
  modules: [
    studioModule('m1', 'Openings', 1, [lesson('l1', 'Hooks', 1)]),
    { ...studioModule('m2', 'Endings', 2, [lesson('l2', 'Twists', 1)]), quiz },
  ],
});

describe('the module card’s quiz', () => {
  it('says whether a module has a quiz and how many questions, and opens the quiz editor', async () => {
    mockFetch(() => undefined);
    const ui = userEvent.setup();
    renderWithProviders(<ContentSection course={course} />);
    const [openings, endings] = screen.getAllByRole('article');
    expect(within(openings as HTMLElement).getByText('No quiz')).toBeTruthy();
    expect(within(endings as HTMLElement).getByText('Quiz: 2 questions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add quiz to Endings' })).toBeNull();

    await ui.click(screen.getByRole('button', { name: 'Edit quiz of Endings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz: Endings' });
    expect((within(dialog).getByLabelText('Question 2: Question') as HTMLInputElement).value).toBe('Is q2 true?');
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await ui.click(screen.getByRole('button', { name: 'Add quiz to Openings' }));
    const empty = await screen.findByRole('dialog', { name: 'Quiz: Openings' });
    expect(within(empty).getByText('No questions yet: add the first one.')).toBeTruthy();
  });
});

/** As the editor page does: the section shows the cached course, which each answer replaces. */
function CachedContent() {
  const { data } = useQuery(studioCourseQueryOptions('c1'));
  return data ? <ContentSection course={data} /> : null;
}

describe('a new video lesson', () => {
  it('stays open once saved, as the saved lesson, with its video upload', async () => {
    const added = { ...lesson('l9', 'Show it', 2), kind: 'video' as const, body: '' };
    const after: StudioCourse = {
      ...course,
      modules: course.modules.map((m) => (m.id === 'm1' ? { ...m, lessons: [...m.lessons, added] } : m)),
    };
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/c1/modules/m1/lessons' && method === 'POST' ? json(after, 201) : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<CachedContent />, {
      seed: (client) => client.setQueryData(studioCourseQueryOptions('c1').queryKey, course),
    });
    await ui.click(screen.getByRole('button', { name: 'Add lesson to Openings' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lesson' });
    await ui.click(within(dialog).getByRole('radio', { name: 'Video' }));
    expect(within(dialog).getByText('Save the lesson first: then upload its video here.')).toBeTruthy();
    await ui.type(within(dialog).getByLabelText('Lesson title'), 'Show it');
    await ui.type(within(dialog).getByLabelText('Notes under the video (Markdown)'), 'Watch the *hands*.');
    await ui.click(within(dialog).getByRole('button', { name: 'Save lesson' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/studio/courses/c1/modules/m1/lessons')).toEqual([
        { kind: 'video', title: 'Show it', durationMinutes: 10, body: 'Watch the *hands*.' },
      ]),
    );
    const saved = await screen.findByRole('dialog', { name: 'Edit lesson' });
    expect(within(saved).getByRole('button', { name: 'Upload video' })).toBeTruthy();
    expect(within(saved).getByText('No video yet. Upload an MP4 or WebM file.')).toBeTruthy();
  });

  it('a text lesson turned into a video lesson stays open for its file', async () => {
    const after: StudioCourse = {
      ...course,
      modules: course.modules.map((m) =>
        m.id === 'm1' ? { ...m, lessons: m.lessons.map((l) => ({ ...l, kind: 'video' as const })) } : m,
      ),
    };
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/c1/modules/m1/lessons/l1' && method === 'PUT' ? json(after) : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<CachedContent />, {
      seed: (client) => client.setQueryData(studioCourseQueryOptions('c1').queryKey, course),
    });
    await ui.click(screen.getByRole('button', { name: 'Edit Hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lesson' });
    await ui.click(within(dialog).getByRole('radio', { name: 'Video' }));
    expect(
      within(dialog).getByText('Save the lesson as a video lesson first: then upload its video here.'),
    ).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/studio/courses/c1/modules/m1/lessons/l1')).toEqual([
        { kind: 'video', title: 'Hooks', durationMinutes: 10, body: '# Hooks' },
      ]),
    );
    expect((await within(dialog).findByRole('button', { name: 'Upload video' })).tagName).toBe('BUTTON');
    expect(screen.getByRole('dialog', { name: 'Edit lesson' })).toBe(dialog);
  });
});
