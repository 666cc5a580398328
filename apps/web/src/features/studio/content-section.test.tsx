// @vitest-environment happy-dom
import type { StudioCourse } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { reordered } from './api';
import { ContentSection } from './content-section';
import { lesson, studioCourse, studioModule } from './test-course';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const course = studioCourse({
  modules: [
    studioModule('m1', 'Openings', 1, [lesson('l1', 'Hooks', 1), lesson('l2', 'First lines', 2)]),
    studioModule('m2', 'Endings', 2, [lesson('l3', 'Twists', 1)]),
  ],
});

/** The server: applies an order and answers with the whole course. */
function server() {
  let current: StudioCourse = course;
  return mockFetch(({ url, method, body }) => {
    const ids = (body as { ids: string[] } | undefined)?.ids ?? [];
    if (method === 'PUT' && url === '/api/studio/courses/c1/module-order') current = reordered(current, { ids });
    else if (method === 'PUT' && url === '/api/studio/courses/c1/modules/m1/lesson-order')
      current = reordered(current, { moduleId: 'm1', ids });
    else return undefined;
    return json(current);
  });
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ContentSection reordering without dragging', () => {
  it('Move down on a module sends every module id in the new order, and the list follows', async () => {
    const fetchMock = server();
    const ui = userEvent.setup();
    renderWithProviders(<ContentSection course={course} />);

    expect((screen.getByRole('button', { name: 'Move up: Openings' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down: Endings' }) as HTMLButtonElement).disabled).toBe(true);
    await ui.click(screen.getByRole('button', { name: 'Move down: Openings' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/studio/courses/c1/module-order')).toEqual([{ ids: ['m2', 'm1'] }]),
    );
    expect(sentBodies(fetchMock, 'PUT', '/api/studio/courses/c1/modules/m1/lesson-order')).toEqual([]);
  });

  it('Move up on a lesson sends that module’s lesson ids in the new order', async () => {
    const fetchMock = server();
    const ui = userEvent.setup();
    const { unmount } = renderWithProviders(<ContentSection course={course} />);
    expect(headings()).toEqual(['Module 1: Openings', 'Module 2: Endings']);

    const lessons = screen.getByRole('list', { name: 'Lessons of Openings' });
    expect(
      within(lessons)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.includes('Hooks')),
    ).toEqual([true, false]);
    await ui.click(screen.getByRole('button', { name: 'Move up: First lines' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/studio/courses/c1/modules/m1/lesson-order')).toEqual([
        { ids: ['l2', 'l1'] },
      ]),
    );
    // The page passes the cached course down again; the lessons show in the new order.
    unmount();
    renderWithProviders(<ContentSection course={reordered(course, { moduleId: 'm1', ids: ['l2', 'l1'] })} />);
    const after = screen.getByRole('list', { name: 'Lessons of Openings' });
    expect(within(after).getAllByRole('listitem')[0]?.textContent).toContain('First lines');
  });
});
