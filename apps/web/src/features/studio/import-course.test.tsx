// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { ImportCourse } from './import-course';
import { studioCourse } from './test-course';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function Editor() {
  return <h1>Editor of {useParams().courseId}</h1>;
}

function renderStudio() {
  return renderWithProviders(
    <Routes>
      <Route path="/studio" element={<ImportCourse />} />
      <Route path="/studio/courses/:courseId" element={<Editor />} />
    </Routes>,
    { path: '/studio' },
  );
}

const archive = () => new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], 'course.zip', { type: 'application/zip' });

describe('Import course', () => {
  it('posts the archive and opens the new draft’s editor on 201', async () => {
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/import' && method === 'POST'
        ? json(studioCourse({ id: 'new-draft-id', title: 'Imported' }), 201)
        : undefined,
    );
    const ui = userEvent.setup();
    renderStudio();
    const input = screen.getByLabelText('Course archive (.zip)') as HTMLInputElement;
    expect(input.accept).toBe('.zip,application/zip');
    await ui.upload(input, archive());

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Editor of new-draft-id');
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/studio/courses/import');
    const form = call?.[1]?.body as FormData;
    expect(form instanceof FormData).toBe(true);
    expect((form.get('file') as File).name).toBe('course.zip');
  });

  it('stays on the studio and shows the server’s message when the archive is refused (422)', async () => {
    const message = 'course.json is not valid at modules.0.title: Please enter a module title';
    mockFetch(({ url }) =>
      url === '/api/studio/courses/import' ? json({ error: { code: 'invalid_archive', message } }, 422) : undefined,
    );
    const ui = userEvent.setup();
    renderStudio();
    await ui.upload(screen.getByLabelText('Course archive (.zip)'), archive());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import course' })).toBeTruthy();
  });
});
