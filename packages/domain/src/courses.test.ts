import { describe, expect, it } from 'vitest';
import {
  COURSE_SUBJECTS,
  catalogueQuerySchema,
  commentBodySchema,
  courseProgressPercent,
  nextSessionAfter,
  percentOf,
} from './courses.js';
import { achievementsFor, DASHBOARD_AI_TOOLS } from './dashboard.js';

describe('nextSessionAfter', () => {
  // 2024-05-15 is a Wednesday (weekday 3)
  const wednesdayNoon = new Date('2024-05-15T12:00:00Z');

  it('finds the same day when the time is still ahead', () => {
    expect(nextSessionAfter(3, '17:00', wednesdayNoon).toISOString()).toBe('2024-05-15T17:00:00.000Z');
  });
  it('goes to next week when today’s session has started', () => {
    expect(nextSessionAfter(3, '12:00', wednesdayNoon).toISOString()).toBe('2024-05-22T12:00:00.000Z');
  });
  it('goes forward to a later weekday and wraps to an earlier one', () => {
    expect(nextSessionAfter(5, '09:30', wednesdayNoon).toISOString()).toBe('2024-05-17T09:30:00.000Z');
    expect(nextSessionAfter(1, '16:00', wednesdayNoon).toISOString()).toBe('2024-05-20T16:00:00.000Z');
  });
});

describe('progress', () => {
  it('is a whole percent and 0 with nothing to do', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 4)).toBe(100);
  });
  it('counts completed modules fully and open modules by their share of lessons done', () => {
    expect(courseProgressPercent(0, 0, 5)).toBe(0);
    expect(courseProgressPercent(0, 0.25, 5)).toBe(5);
    expect(courseProgressPercent(2, 0, 5)).toBe(40);
    expect(courseProgressPercent(5, 0, 5)).toBe(100);
    expect(courseProgressPercent(5, 1, 5)).toBe(100);
    expect(courseProgressPercent(0, 0, 0)).toBe(0);
  });
});

describe('texts', () => {
  it('has the six subjects and the six AI tool cards with the spec categories', () => {
    expect(COURSE_SUBJECTS).toHaveLength(6);
    expect(DASHBOARD_AI_TOOLS.map((t) => `${t.hash}:${t.category}`)).toEqual([
      'learn:Learning',
      'story:Content',
      'business:Business',
      'edit:Video',
      'sound:Audio',
      'audience:Analytics',
    ]);
  });
});

describe('schemas', () => {
  it('defaults the catalogue query and refuses unknown categories', () => {
    expect(catalogueQuerySchema.parse({})).toMatchObject({ category: 'All', page: 1, pageSize: 9 });
    expect(catalogueQuerySchema.safeParse({ category: 'Cooking' }).success).toBe(false);
  });
  it('trims comments, refuses blank ones and unknown keys', () => {
    expect(commentBodySchema.parse({ body: '  hi  ' })).toEqual({ body: 'hi' });
    expect(commentBodySchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(commentBodySchema.safeParse({ body: 'hi', userId: 'x' }).success).toBe(false);
  });
});

describe('achievements', () => {
  const none = { enrollments: 0, completedModules: 0, completedCourses: 0, comments: 0, rsvps: 0, certificates: 0 };
  it('are earned by their rules only', () => {
    expect(achievementsFor(none).filter((a) => a.earned)).toEqual([]);
    const some = achievementsFor({ ...none, enrollments: 1, comments: 3 });
    expect(some.filter((a) => a.earned).map((a) => a.id)).toEqual(['first-enrollment', 'first-comment']);
    const all = achievementsFor({
      enrollments: 2,
      completedModules: 5,
      completedCourses: 1,
      comments: 1,
      rsvps: 1,
      certificates: 1,
    });
    expect(all.every((a) => a.earned)).toBe(true);
  });
});
