// @vitest-environment happy-dom
import type { CourseSummary } from '@storyloom/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CourseCard } from './course-card';

const COURSE: CourseSummary = {
  id: 'c1',
  slug: 'storytelling-basics',
  title: 'Storytelling Basics',
  description: 'Learn to tell stories.',
  category: 'Storytelling',
  levels: ['beginner'],
  durationWeeks: 4,
  learningPoints: [],
  prerequisites: [],
  coverUrl: null,
  instructor: { name: 'Robin Writer', title: 'Author', bio: 'Writes.' },
  nextSessionAt: '2030-01-07T17:00:00.000Z',
  progress: { enrolled: false, completedModules: 0, totalModules: 5, percent: 0 },
};

describe('CourseCard', () => {
  it('shows the instructor’s cover as decoration when the course has one', () => {
    const { container } = renderWithProviders(
      <CourseCard course={{ ...COURSE, coverUrl: '/uploads/covers/c1-abc.webp' }} layout="grid" onEnroll={vi.fn()} />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/uploads/covers/c1-abc.webp');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('shows no picture without a cover', () => {
    const { container } = renderWithProviders(<CourseCard course={COURSE} layout="list" onEnroll={vi.fn()} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
