// @vitest-environment happy-dom
import type { MyCertificate, Page, PublicCertificate } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { CertificatePage } from './certificate-page';
import en from './messages/en.json';
import { MyCertificates } from './my-certificates';

const certificate: PublicCertificate = {
  id: '3f2b8c1e-8d6a-4c1b-9f0e-2a7d5b4c9e10',
  learnerName: 'Maya C.',
  courseTitle: 'Storytelling & Narrative',
  issuedAt: '2026-03-05T23:30:00.000Z',
};

/** An English message with its placeholders filled, as the page shows it. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

function renderPage(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/certificates/:certificateId" element={<CertificatePage />} />
    </Routes>,
    { path: `/certificates/${id}` },
  );
}

describe('/certificates/:certificateId', () => {
  it('shows a genuine certificate: the title, name, course and date', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url === `/api/certificates/${certificate.id}` ? json(certificate) : undefined,
    );
    renderPage(certificate.id);
    // The loading state has the same heading: wait for the verdict.
    expect(await screen.findByText(en['page.genuine'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en['page.title'] })).toBeTruthy();
    expect(screen.getByText(certificate.learnerName)).toBeTruthy();
    expect(screen.getByText(certificate.courseTitle)).toBeTruthy();
    const time = document.querySelector('time') as HTMLTimeElement;
    expect(time.dateTime).toBe(certificate.issuedAt);
    expect(time.textContent).toContain('2026');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/certificates/${certificate.id}`);
  });

  it('says clearly when there is no such certificate, and never calls it genuine', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/certificates/')
        ? json({ error: { code: 'certificate_not_found', message: 'There is no such certificate' } }, 404)
        : undefined,
    );
    renderPage('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: en['page.notFoundTitle'] })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(en['page.notFoundHelp']);
    expect(screen.queryByText(en['page.genuine'])).toBeNull();
  });

  it('offers a retry, not a verdict, when the check itself fails', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/certificates/')
        ? json({ error: { code: 'internal', message: 'Something went wrong' } }, 500)
        : undefined,
    );
    renderPage(certificate.id);
    expect(await screen.findByRole('button', { name: en.retry })).toBeTruthy();
    expect(screen.queryByText(en['page.genuine'])).toBeNull();
    expect(screen.queryByRole('heading', { name: en['page.notFoundTitle'] })).toBeNull();
  });
});

describe('MyCertificates', () => {
  const mine: MyCertificate = { ...certificate, learnerName: 'Maya Chen', instructorName: 'Rosa Instructor' };

  it('lists each certificate with its PDF and its verification page', async () => {
    const page: Page<MyCertificate> = { items: [mine], total: 1, page: 1, pageSize: 10 };
    mockFetch(({ url }) => (url.startsWith('/api/certificates?') ? json(page) : undefined));
    renderWithProviders(<MyCertificates />);
    const download = (await screen.findByRole('link', {
      name: fill(en['list.downloadLabel'], { course: mine.courseTitle }),
    })) as HTMLAnchorElement;
    expect(download.getAttribute('href')).toBe(`/api/certificates/${mine.id}/pdf`);
    expect(download.hasAttribute('download')).toBe(true);
    const verify = screen.getByRole('link', { name: fill(en['list.verifyLabel'], { course: mine.courseTitle }) });
    expect(verify.getAttribute('href')).toBe(`/certificates/${mine.id}`);
    expect(screen.getByRole('heading', { level: 3, name: mine.courseTitle })).toBeTruthy();
    expect(screen.getByText(fill(en['list.instructor'], { name: mine.instructorName }))).toBeTruthy();
  });

  it('shows the empty state before the first certificate', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/certificates?') ? json({ items: [], total: 0, page: 1, pageSize: 10 }) : undefined,
    );
    renderWithProviders(<MyCertificates headingLevel={3} />);
    expect(await screen.findByText(en['list.emptyTitle'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: en['list.title'] })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
