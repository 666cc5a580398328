// @vitest-environment happy-dom
import { type CourseSummary, DEMO_COURSE_PREREQUISITES } from '@storyloom/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import en from '../messages/en.json';
import { EnrollWizard } from './enroll-wizard';

/** The seeded courses' fixed prerequisites (the server's seed list), which the wizard must not show. */
const SEED_PREREQUISITES = DEMO_COURSE_PREREQUISITES;
const STEPS = [
  en['wizard.step.details'],
  en['wizard.step.schedule'],
  en['wizard.step.prerequisites'],
  en['wizard.step.confirmation'],
];
const stepOf = (step: number, total: number) =>
  en['wizard.stepOf'].replace('{step}', String(step)).replace('{total}', String(total));
const m = {
  back: en['wizard.back'],
  continue: en['wizard.continue'],
  goToCourseDashboard: en['wizard.goToCourseDashboard'],
};

const COURSE: CourseSummary = {
  id: 'c1',
  slug: 'storytelling-basics',
  title: 'Storytelling Basics',
  description: 'Learn to tell stories.',
  category: 'Storytelling',
  levels: ['beginner'],
  durationWeeks: 4,
  learningPoints: ['Structure', 'Characters'],
  prerequisites: ['A finished short story draft', 'Read one novel this year'],
  coverUrl: null,
  instructor: { name: 'Robin Writer', title: 'Author', bio: 'Writes.' },
  nextSessionAt: '2030-01-07T17:00:00.000Z',
  progress: { enrolled: false, completedModules: 0, totalModules: 5, percent: 0 },
};

/** The catalogue's use of the wizard: Enroll opens it, closing it clears the course. */
function Catalogue({ offered = COURSE }: { offered?: CourseSummary }) {
  const [course, setCourse] = useState<CourseSummary | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCourse(offered)}>
        Enroll
      </button>
      <EnrollWizard course={course} onClose={() => setCourse(null)} />
    </>
  );
}

/** The step the wizard is on, from its step list (aria-current) and its description. */
function currentStep(): number {
  const current = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
  const step = STEPS.indexOf(current?.textContent ?? '') + 1;
  // Announced on every change: the step line is a polite live region.
  expect(screen.getByText(stepOf(step, STEPS.length), { selector: 'p' }).getAttribute('aria-live')).toBe('polite');
  expect(screen.getByRole('region', { name: STEPS[step - 1] })).toBeTruthy();
  return step;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('EnrollWizard', () => {
  it('walks Details → Schedule → Prerequisites → Confirmation and back down to step 1', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Catalogue />);
    await user.click(button('Enroll'));

    expect(currentStep()).toBe(1);
    expect(button(m.back)).toHaveProperty('disabled', true);
    for (const step of [2, 3, 4]) {
      await user.click(button(m.continue));
      expect(currentStep()).toBe(step);
      expect(button(m.back)).toHaveProperty('disabled', false);
    }
    // The last step enrolls instead of continuing.
    expect(screen.queryByRole('button', { name: m.continue })).toBeNull();
    expect(button(m.goToCourseDashboard)).toBeTruthy();

    for (const step of [3, 2, 1]) {
      await user.click(button(m.back));
      expect(currentStep()).toBe(step);
    }
    expect(button(m.back)).toHaveProperty('disabled', true);
    expect(button(m.continue)).toBeTruthy();
  });

  it('starts again at step 1 after closing', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Catalogue />);
    await user.click(button('Enroll'));
    await user.click(button(m.continue));
    await user.click(button(m.continue));
    expect(currentStep()).toBe(3);

    await user.click(button(en.close));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button('Enroll'));
    expect(currentStep()).toBe(1);

    await user.click(button(m.continue));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button('Enroll'));
    expect(currentStep()).toBe(1);
  });

  it("lists the course's own prerequisites at step 3, or says there are none", async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Catalogue />);
    await user.click(button('Enroll'));
    await user.click(button(m.continue));
    await user.click(button(m.continue));
    expect(currentStep()).toBe(3);

    const step = screen.getByRole('region', { name: STEPS[2] });
    const boxes = within(step).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(COURSE.prerequisites);
    for (const fixed of SEED_PREREQUISITES) expect(within(step).queryByText(fixed)).toBeNull();
    // A checklist, not a gate: ticking nothing still lets the learner continue.
    expect(button(m.continue)).toHaveProperty('disabled', false);
    unmount();

    renderWithProviders(<Catalogue offered={{ ...COURSE, prerequisites: [] }} />);
    await user.click(button('Enroll'));
    await user.click(button(m.continue));
    await user.click(button(m.continue));
    const empty = screen.getByRole('region', { name: STEPS[2] });
    expect(within(empty).queryAllByRole('checkbox')).toEqual([]);
    expect(within(empty).getByText(en['wizard.noPrerequisites'])).toBeTruthy();
    for (const fixed of SEED_PREREQUISITES) expect(within(empty).queryByText(fixed)).toBeNull();
  });
});

describe('EnrollWizard copy', () => {
  it('names the instructor with their title at step 1, and the course length in weeks at step 2', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Catalogue />);
    await user.click(button('Enroll'));
    expect(screen.getByText((_, node) => node?.textContent === 'Instructor: Robin Writer, Author')).toBeTruthy();
    await user.click(button(m.continue));
    expect(screen.getByText('4 weeks')).toBeTruthy();
    expect(screen.getByText('3-5 hours per week')).toBeTruthy();
  });
});
