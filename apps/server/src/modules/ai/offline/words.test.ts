import { describe, expect, it } from 'vitest';
import { chunksOf, keywordsOf, seededPicker, subjectOf } from './words.js';

describe('subjectOf', () => {
  it('strips the request phrasing and keeps the subject', () => {
    expect(subjectOf('Write a story about a young dragon who is afraid of fire.')).toBe(
      'a young dragon who is afraid of fire',
    );
    expect(subjectOf('Please create a TikTok script for my bakery launch')).toBe(
      'a TikTok script for my bakery launch',
    );
    expect(subjectOf('A lighthouse keeper finds a map. Then more.')).toBe('a lighthouse keeper finds a map');
    expect(subjectOf('story')).toBe('story');
    expect(subjectOf('a girl who trains storm clouds')).toBe('a girl who trains storm clouds');
    expect(subjectOf('Tell me a short tale about the last bus home!')).toBe('the last bus home');
  });

  it('keeps at most 14 words', () => {
    expect(subjectOf(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).split(' ')).toHaveLength(14);
  });
});

describe('keywordsOf', () => {
  it('keeps telling words once, in order', () => {
    expect(keywordsOf('Write a story about the dragon and the dragon rider over mountains')).toEqual([
      'dragon',
      'rider',
      'mountains',
    ]);
  });
});

describe('chunksOf', () => {
  it('splits without losing a character', () => {
    const text = '# Title\n\n  Some   words, here.\n- a list\n';
    const chunks = chunksOf(text, 2);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(text);
  });
});

describe('seededPicker', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const list = Array.from({ length: 50 }, (_, i) => i);
    expect(seededPicker('a').some(list, 5)).toEqual(seededPicker('a').some(list, 5));
    expect(seededPicker('a').some(list, 5)).not.toEqual(seededPicker('b').some(list, 5));
  });
});
