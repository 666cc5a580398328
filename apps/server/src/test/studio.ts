import type { StudioCourseInput, StudioLessonInput } from '@storyloom/domain';

/** A valid course for the studio's create and edit routes. */
export function studioCourseInput(title: string, overrides: Partial<StudioCourseInput> = {}): StudioCourseInput {
  return {
    title,
    summary: 'A short course written in the studio',
    description: 'Everything a learner needs to know about this course, written by its instructor.',
    category: 'Storytelling',
    levels: ['beginner'],
    durationWeeks: 3,
    learningPoints: ['Write a scene that opens with a hook'],
    instructor: { name: 'Rosa Instructor', title: 'Author', bio: 'Writes and teaches.' },
    schedule: { weekday: 3, time: '16:30' },
    prerequisites: ['A notebook', 'Twenty minutes a day'],
    ...overrides,
  };
}

export function studioLessonInput(
  title: string,
  body = `## ${title}\n\nRead [the guide](https://example.org).`,
): StudioLessonInput {
  return { kind: 'text', title, durationMinutes: 12, body };
}
