import fs from 'node:fs';
import { COURSE_SUBJECTS, MATERIAL_TYPES } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { materialPath } from '../../modules/courses/assets.js';
import { SEED_COURSES } from './courses.js';

describe('seeded course content', () => {
  it('covers all six subjects, with durations of 2 to 6 weeks and unique slugs', () => {
    expect(new Set(SEED_COURSES.map((c) => c.category))).toEqual(new Set(COURSE_SUBJECTS));
    expect(SEED_COURSES.every((c) => c.durationWeeks >= 2 && c.durationWeeks <= 6)).toBe(true);
    expect(new Set(SEED_COURSES.map((c) => c.slug)).size).toBe(SEED_COURSES.length);
    expect(SEED_COURSES.every((c) => c.modules.length > 0 && c.modules.every((m) => m.lessons.length > 0))).toBe(true);
  });

  it('has the two full courses with every material type, recordings and a module without video', () => {
    const full = SEED_COURSES.filter((c) => ['storytelling-narrative', 'digital-content-creation'].includes(c.slug));
    expect(full).toHaveLength(2);
    for (const course of full) {
      const types = new Set(course.modules.flatMap((m) => (m.materials ?? []).map((x) => x.type)));
      expect(types).toEqual(new Set(MATERIAL_TYPES));
      expect(course.recordings?.length).toBeGreaterThan(0);
    }
    expect(full.some((c) => c.modules.some((m) => !m.video))).toBe(true);
  });

  it('points every material at a real, small file of its type', () => {
    const magic = { pdf: '%PDF-', docx: 'PK', zip: 'PK' } as const;
    for (const m of SEED_COURSES.flatMap((c) => c.modules.flatMap((x) => x.materials ?? []))) {
      const bytes = fs.readFileSync(materialPath(m.file));
      expect(bytes.length, m.file).toBeLessThan(100_000);
      expect(bytes.subarray(0, 5).toString('latin1').startsWith(magic[m.type]), m.file).toBe(true);
      expect(m.file.endsWith(`.${m.type}`)).toBe(true);
    }
  });

  it('ships the lesson video in the web build', () => {
    const video = new URL('../../../../web/public/media/sample-lesson.mp4', import.meta.url);
    const size = fs.statSync(video).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(500_000);
  });
});
