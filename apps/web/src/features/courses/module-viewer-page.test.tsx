// @vitest-environment happy-dom
import type { ModuleView } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import en from './messages/en.json';
import { ModuleViewerPage } from './module-viewer-page';

function moduleView(status: ModuleView['course']['status'], enrolled: boolean): ModuleView {
  return {
    course: {
      slug: 'plot-lab',
      title: 'Plot Lab',
      instructor: { name: 'Robin Writer', title: 'Author', bio: 'Writes.' },
      totalModules: 1,
      enrolled,
      status,
    },
    module: {
      position: 1,
      title: 'Twists',
      description: 'Surprise your reader.',
      videoUrl: null,
      durationMinutes: 10,
      completed: false,
      lessons: [],
      materials: [],
      quiz: null,
    },
  };
}

function openModule(view: ModuleView) {
  mockFetch(({ url }) => (url === '/api/courses/plot-lab/modules/1' ? json(view) : undefined));
  renderWithProviders(
    <Routes>
      <Route path="/courses/:courseId/module/:moduleId" element={<ModuleViewerPage />} />
    </Routes>,
    { path: '/courses/plot-lab/module/1' },
  );
}

describe('ModuleViewerPage draft preview', () => {
  it('tells the author a draft is an unpublished preview, with no enrolling; Mark Module as Complete stays', async () => {
    openModule(moduleView('draft', false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Twists' })).toBeTruthy();
    expect(screen.getByText(en['module.draftTitle'])).toBeTruthy();
    expect(screen.getByText(en['module.draftText'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.enrollNow })).toBeNull();
    expect(screen.getByRole('button', { name: en['module.markComplete'] })).toBeTruthy();
  });

  it('shows no draft banner for a published course, and offers enrolling to a visitor', async () => {
    openModule(moduleView('published', false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Twists' })).toBeTruthy();
    expect(screen.queryByText(en['module.draftTitle'])).toBeNull();
    expect(screen.getByRole('button', { name: en.enrollNow })).toBeTruthy();
  });
});
