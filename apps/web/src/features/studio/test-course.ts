import type { StudioCourse, StudioLesson, StudioModule } from '@storyloom/domain';

// Test data of the studio's component tests: a course with the modules and lessons given.

export const lesson = (id: string, title: string, position: number): StudioLesson => ({
  id,
  kind: 'text',
  title,
  durationMinutes: 10,
  body: `# ${title}`,
  position,
  video: null,
});

export const studioModule = (id: string, title: string, position: number, lessons: StudioLesson[]): StudioModule => ({
  id,
  title,
  description: '',
  position,
  lessons,
  quiz: null,
});

export function studioCourse(overrides: Partial<StudioCourse> = {}): StudioCourse {
  return {
    id: 'c1',
    slug: 'my-course',
    title: 'My Course',
    summary: '',
    description: 'About it',
    category: 'Storytelling',
    levels: ['beginner'],
    durationWeeks: 4,
    learningPoints: [],
    instructor: { name: 'Ina Instructor', title: '', bio: '' },
    schedule: { weekday: 1, time: '16:00' },
    prerequisites: [],
    status: 'draft',
    updatedAt: '2026-11-24T10:00:00.000Z',
    publishedAt: null,
    modules: [],
    coverUrl: null,
    materials: [],
    missing: [],
    ...overrides,
  };
}
