// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { StatusSection } from './status-section';
import { lesson, studioCourse, studioModule } from './test-course';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const missingItems = () =>
  within(screen.getByRole('list', { name: 'Before you can publish:' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('StatusSection', () => {
  it('lists what the course is missing, as the server words it', () => {
    mockFetch(() => undefined);
    const missing = ['Module 1 “Openings” has no lessons', 'Lesson “Hooks” in module 2 has no text'];
    renderWithProviders(<StatusSection course={studioCourse({ missing })} />);
    expect(missingItems()).toEqual(missing);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('shows the refusal’s list when publishing answers 422 course_incomplete', async () => {
    const course = studioCourse({ modules: [studioModule('m1', 'Openings', 1, [lesson('l1', 'Hooks', 1)])] });
    const refused = ['Module 2 “Endings” has no lessons'];
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/c1/status' && method === 'PUT'
        ? json(
            {
              error: {
                code: 'course_incomplete',
                message: 'The course is not ready to publish',
                details: { missing: refused },
              },
            },
            422,
          )
        : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<StatusSection course={course} />);
    expect(screen.queryByRole('list', { name: 'Before you can publish:' })).toBeNull();
    const preview = screen.getByRole('link', { name: 'Preview as a learner' }) as HTMLAnchorElement;
    expect(preview.getAttribute('href')).toBe('/courses/my-course/module/1');

    await ui.click(screen.getByRole('button', { name: 'Publish' }));
    expect(sentBodies(fetchMock, 'PUT', '/api/studio/courses/c1/status')).toEqual([{ status: 'published' }]);
    await waitFor(() => expect(missingItems()).toEqual(refused));
  });

  it('offers Archive for a published course and Publish again for an archived one, never Delete draft', () => {
    mockFetch(() => undefined);
    const { unmount } = renderWithProviders(<StatusSection course={studioCourse({ status: 'published' })} />);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
    unmount();
    renderWithProviders(<StatusSection course={studioCourse({ status: 'archived' })} />);
    expect(screen.getByRole('button', { name: 'Publish again' })).toBeTruthy();
  });
});
