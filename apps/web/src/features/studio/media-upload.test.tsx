// @vitest-environment happy-dom
import type { StudioCourse } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { studioCourseQueryOptions } from './api';
import { CoverEditor } from './cover-editor';
import { MaterialsEditor } from './materials-editor';
import { lesson, studioCourse, studioModule } from './test-course';
import { LessonVideoUpload } from './video-upload';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

/** The multipart requests sent: url, method and the form's entries (files by name). */
function sentForms(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const form = init?.body;
    if (!(form instanceof FormData)) return [];
    const entries = [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);
    return [{ url: String(input), method: init?.method, entries }];
  });
}

const videoLesson = { ...lesson('l1', 'Show, don’t tell', 1), kind: 'video' as const, body: '' };

/** As the lesson dialog does: the lesson from the cached course, which each answer replaces. */
function CachedLesson() {
  const { data } = useQuery(studioCourseQueryOptions('c1'));
  const saved = data?.modules[0]?.lessons[0];
  return saved ? <LessonVideoUpload courseId="c1" moduleId="m1" lesson={saved} /> : null;
}

describe('a video lesson’s upload', () => {
  it('sends the chosen file as multipart to the lesson’s video URL', async () => {
    const uploaded = {
      ...videoLesson,
      video: {
        url: '/media/lessons/x.mp4',
        contentType: 'video/mp4' as const,
        sizeBytes: 2_621_440,
        durationSeconds: 75,
      },
    };
    const after = studioCourse({ modules: [studioModule('m1', 'Scenes', 1, [uploaded])] });
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/c1/modules/m1/lessons/l1/video' && method === 'POST' ? json(after) : undefined,
    );
    const ui = userEvent.setup();
    const before = studioCourse({ modules: [studioModule('m1', 'Scenes', 1, [videoLesson])] });
    renderWithProviders(<CachedLesson />, {
      seed: (client) => client.setQueryData(studioCourseQueryOptions('c1').queryKey, before),
    });
    expect(screen.getByText('No video yet. Upload an MP4 or WebM file.')).toBeTruthy();
    const input = screen.getByLabelText('Video file (MP4 or WebM)') as HTMLInputElement;
    expect(input.accept).toBe('video/mp4,video/webm');

    await ui.upload(input, new File([new Uint8Array(64)], 'scene.mp4', { type: 'video/mp4' }));
    await waitFor(() =>
      expect(sentForms(fetchMock)).toEqual([
        {
          url: '/api/studio/courses/c1/modules/m1/lessons/l1/video',
          method: 'POST',
          entries: [['file', 'file:scene.mp4']],
        },
      ]),
    );
    // The course the server answered is the cached one now: the lesson shows its video.
    expect((await screen.findByText('Length 1:15 · 2.5 MB')).tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Replace video' })).toBeTruthy();
    expect((screen.getByLabelText('Video of Show, don’t tell') as HTMLVideoElement).getAttribute('src')).toBe(
      '/media/lessons/x.mp4',
    );
  });

  it('shows the server’s refusal as it words it (413 too large)', async () => {
    mockFetch(({ url }) =>
      url.endsWith('/video') ? refusal(413, 'file_too_large', 'Videos can be at most 200 MB') : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<LessonVideoUpload courseId="c1" moduleId="m1" lesson={videoLesson} />);
    await ui.upload(
      screen.getByLabelText('Video file (MP4 or WebM)'),
      new File([new Uint8Array(8)], 'big.webm', { type: 'video/webm' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Videos can be at most 200 MB'));
  });

  it('Remove video sends DELETE to the lesson’s video URL', async () => {
    const withVideo = {
      ...videoLesson,
      video: { url: '/media/v.webm', contentType: 'video/webm' as const, sizeBytes: 900, durationSeconds: 3 },
    };
    const fetchMock = mockFetch(({ url, method }) =>
      method === 'DELETE' && url === '/api/studio/courses/c1/modules/m1/lessons/l1/video'
        ? json(studioCourse({ modules: [studioModule('m1', 'Scenes', 1, [videoLesson])] }))
        : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<LessonVideoUpload courseId="c1" moduleId="m1" lesson={withVideo} />);
    expect(screen.getByText('Length 0:03 · 900 B')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Remove video' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u, init]) => [String(u), init?.method])).toContainEqual([
        '/api/studio/courses/c1/modules/m1/lessons/l1/video',
        'DELETE',
      ]),
    );
  });
});

describe('the cover and materials', () => {
  it('uploads a cover image to the course’s cover URL and shows the server’s refusal', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/studio/courses/c1/cover'
        ? refusal(415, 'invalid_file_type', 'Please choose a JPEG, PNG, GIF or WebP image')
        : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<CoverEditor course={studioCourse()} />);
    await ui.upload(screen.getByLabelText('Cover image file'), new File(['x'], 'cover.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please choose a JPEG, PNG, GIF or WebP image'),
    );
    expect(sentForms(fetchMock)).toEqual([
      { url: '/api/studio/courses/c1/cover', method: 'POST', entries: [['file', 'file:cover.png']] },
    ]);
  });

  it('shows the cover the course has, with Remove cover', () => {
    mockFetch(() => undefined);
    renderWithProviders(<CoverEditor course={studioCourse({ coverUrl: '/media/covers/c.webp' })} />);
    expect(
      (screen.getByRole('img', { name: 'The course’s cover image' }) as HTMLImageElement).getAttribute('src'),
    ).toBe('/media/covers/c.webp');
    expect(screen.getByRole('button', { name: 'Remove cover' })).toBeTruthy();
  });

  it('lists materials and sends a new one with its title, type and module', async () => {
    const course: StudioCourse = studioCourse({
      modules: [studioModule('m1', 'Openings', 1, []), studioModule('m2', 'Endings', 2, [])],
      materials: [
        { id: 'f1', title: 'Story map', type: 'pdf', fileName: 'map.pdf', sizeBytes: 2048, moduleId: null },
        { id: 'f2', title: 'Templates', type: 'zip', fileName: 't.zip', sizeBytes: 512, moduleId: 'm2' },
      ],
    });
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/c1/materials' && method === 'POST'
        ? refusal(
            415,
            'invalid_file_type',
            'The file is not what its type says: choose PDF for a .pdf, DOCX for a Word document, ZIP for a .zip',
          )
        : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<MaterialsEditor course={course} />);
    const items = within(screen.getByRole('list', { name: 'Materials' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Story mapPDF · Whole course · 2.0 KB',
      'TemplatesZIP · Module 2: Endings · 512 B',
    ]);

    await ui.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a file');
    expect(sentForms(fetchMock)).toEqual([]);

    await ui.type(screen.getByLabelText('File title'), 'Worksheet');
    await ui.selectOptions(screen.getByLabelText('Type'), 'DOCX');
    await ui.selectOptions(screen.getByLabelText('Belongs to'), 'Module 1: Openings');
    await ui.upload(screen.getByLabelText('File'), new File(['%PDF-'], 'sheet.pdf', { type: 'application/pdf' }));
    await ui.click(screen.getByRole('button', { name: 'Upload file' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The file is not what its type says: choose PDF for a .pdf, DOCX for a Word document, ZIP for a .zip',
      ),
    );
    expect(sentForms(fetchMock)).toEqual([
      {
        url: '/api/studio/courses/c1/materials',
        method: 'POST',
        entries: [
          ['title', 'Worksheet'],
          ['type', 'docx'],
          ['moduleId', 'm1'],
          ['file', 'file:sheet.pdf'],
        ],
      },
    ]);
  });

  it('deletes a material only after the confirmation', async () => {
    const course = studioCourse({
      materials: [{ id: 'f1', title: 'Story map', type: 'pdf', fileName: 'map.pdf', sizeBytes: 2048, moduleId: null }],
    });
    const fetchMock = mockFetch(({ url, method }) =>
      url === '/api/studio/courses/c1/materials/f1' && method === 'DELETE'
        ? json({ ...course, materials: [] })
        : undefined,
    );
    const ui = userEvent.setup();
    renderWithProviders(<MaterialsEditor course={course} />);
    await ui.click(screen.getByRole('button', { name: 'Delete Story map' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
    await ui.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u, init]) => [String(u), init?.method])).toContainEqual([
        '/api/studio/courses/c1/materials/f1',
        'DELETE',
      ]),
    );
  });
});
