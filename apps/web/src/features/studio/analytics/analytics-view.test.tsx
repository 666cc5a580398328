// @vitest-environment happy-dom
import type { StudioAnalytics } from '@storyloom/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { AnalyticsView, CourseAnalytics } from './course-analytics';

const sample: StudioAnalytics = {
  courseId: 'c1',
  generatedAt: '2026-03-18T15:00:00.000Z',
  enrollments: {
    bucket: 'day',
    total: 6,
    points: [
      { date: '2026-03-16', count: 2, total: 2 },
      { date: '2026-03-17', count: 0, total: 2 },
      { date: '2026-03-18', count: 4, total: 6 },
    ],
  },
  funnel: {
    enrolled: 6,
    modules: [
      { moduleId: 'm1', position: 1, title: 'Openings', completed: 4 },
      { moduleId: 'm2', position: 2, title: 'Endings', completed: 3 },
    ],
  },
  quizzes: [
    {
      moduleId: 'm1',
      position: 1,
      title: 'Openings',
      passingScore: 70,
      attempts: 7,
      learnersAttempted: 4,
      learnersPassed: 2,
      passRate: 0.5,
    },
    {
      moduleId: 'm2',
      position: 2,
      title: 'Endings',
      passingScore: 80,
      attempts: 0,
      learnersAttempted: 0,
      learnersPassed: 0,
      passRate: null,
    },
  ],
  hardestQuestions: {
    limit: 10,
    minAnswers: 5,
    items: [
      {
        questionId: 'q2',
        moduleId: 'm1',
        modulePosition: 1,
        moduleTitle: 'Openings',
        position: 2,
        prompt: 'A scene needs no conflict',
        answers: 7,
        wrong: 5,
        wrongRate: 5 / 7,
      },
      {
        questionId: 'q1',
        moduleId: 'm1',
        modulePosition: 1,
        moduleTitle: 'Openings',
        position: 1,
        prompt: 'Hooks open a story',
        answers: 8,
        wrong: 2,
        wrongRate: 0.25,
      },
    ],
  },
};

const empty: StudioAnalytics = {
  ...sample,
  enrollments: { bucket: 'day', total: 0, points: [] },
  funnel: { enrolled: 0, modules: sample.funnel.modules.map((m) => ({ ...m, completed: 0 })) },
  quizzes: sample.quizzes.map((q) => ({ ...q, attempts: 0, learnersAttempted: 0, learnersPassed: 0, passRate: null })),
  hardestQuestions: { ...sample.hardestQuestions, items: [] },
};

const percent = (share: number) =>
  new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }).format(share);
const day = (ymd: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));

/** The body rows of the named table, each as its cells' text. */
function rowsOf(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent));
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

async function openTable(title: string) {
  await userEvent.setup().click(within(section(title)).getByText('Show the figures as a table'));
}

describe('AnalyticsView', () => {
  it('gives every chart a heading and its figures as a table', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<AnalyticsView analytics={sample} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Enrollments over time', 'Completion by module', 'Quiz pass rates', 'Hardest questions']);

    expect(within(section('Enrollments over time')).getByText(/^6 learners enrolled since/).textContent).toContain(
      day('2026-03-16'),
    );
    await openTable('Enrollments over time');
    expect(rowsOf('Enrollments per day')).toEqual(
      sample.enrollments.points.map((p) => [day(p.date), String(p.count), String(p.total)]),
    );

    await openTable('Completion by module');
    expect(rowsOf('Learners who completed each module')).toEqual([
      ['Enrolled', '6', percent(1)],
      ['1. Openings', '4', percent(4 / 6)],
      ['2. Endings', '3', percent(3 / 6)],
    ]);
    expect(section('Completion by module').textContent).toContain(
      'Of 6 learners, 3 completed the last module, “Endings”.',
    );

    await openTable('Quiz pass rates');
    expect(rowsOf('Quiz results by module')).toEqual([
      ['1. Openings', '70%', '7', '4', '2', percent(0.5)],
      ['2. Endings', '80%', '0', '0', '0', '—'],
    ]);

    expect(rowsOf('Hardest questions, most often wrong first')).toEqual([
      ['A scene needs no conflict', '1. Openings', '7', '5', percent(5 / 7)],
      ['Hooks open a story', '1. Openings', '8', '2', percent(0.25)],
    ]);
  });

  it('hides the charts from screen readers, which read the tables instead', () => {
    mockFetch(() => undefined);
    const { container } = renderWithProviders(<AnalyticsView analytics={sample} />);
    const hidden = container.querySelectorAll('[aria-hidden="true"].h-64');
    expect(hidden).toHaveLength(3);
    for (const box of hidden) expect(box.querySelector('table')).toBeNull();
  });

  it('shows empty states, not zero charts, for a course without learners', () => {
    mockFetch(() => undefined);
    renderWithProviders(<AnalyticsView analytics={empty} />);
    expect(within(section('Enrollments over time')).getByText('No enrollments yet')).toBeTruthy();
    expect(within(section('Completion by module')).getByText('No learners yet')).toBeTruthy();
    expect(within(section('Quiz pass rates')).getByText('No quiz attempts yet')).toBeTruthy();
    expect(within(section('Hardest questions')).getByText('Not enough answers yet')).toBeTruthy();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.queryByText('Show the figures as a table')).toBeNull();
  });

  it('says so when the course has no modules or no quizzes', () => {
    mockFetch(() => undefined);
    renderWithProviders(<AnalyticsView analytics={{ ...empty, funnel: { enrolled: 0, modules: [] }, quizzes: [] }} />);
    expect(within(section('Completion by module')).getByText('No modules yet')).toBeTruthy();
    expect(within(section('Quiz pass rates')).getByText('No quizzes yet')).toBeTruthy();
  });
});

describe('CourseAnalytics', () => {
  it('fetches the course’s analytics and draws them', async () => {
    const fetchMock = mockFetch(({ url }) => (url === '/api/studio/courses/c1/analytics' ? json(sample) : undefined));
    renderWithProviders(<CourseAnalytics courseId="c1" />);
    expect(await screen.findByRole('heading', { name: 'Quiz pass rates' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Analytics' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/studio/courses/c1/analytics')).toBe(true);
  });

  it('shows the server’s refusal with a retry', async () => {
    mockFetch(({ url }) =>
      url === '/api/studio/courses/c2/analytics'
        ? json({ error: { code: 'course_not_found', message: 'This course does not exist or is not yours' } }, 404)
        : undefined,
    );
    renderWithProviders(<CourseAnalytics courseId="c2" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This course does not exist or is not yours');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
