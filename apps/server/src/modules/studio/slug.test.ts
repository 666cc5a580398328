import { describe, expect, it } from 'vitest';
import { slugFromTitle, slugWithTail } from './slug.js';

describe('slugFromTitle', () => {
  it('keeps letters and digits, joined by single hyphens', () => {
    expect(slugFromTitle('Storytelling & Narrative Craft 101!')).toBe('storytelling-narrative-craft-101');
  });
  it('drops accents instead of the letters', () => {
    expect(slugFromTitle('Escritura Creativa: Cómo Empezar')).toBe('escritura-creativa-como-empezar');
  });
  it('falls back when nothing is left', () => {
    expect(slugFromTitle('¡¿…?!')).toBe('course');
  });
  it('stays within 60 characters without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(59)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('a tail keeps the slug valid for the course routes', () => {
    expect(slugWithTail('drawing')).toMatch(/^drawing-[0-9a-f]{6}$/);
  });
});
