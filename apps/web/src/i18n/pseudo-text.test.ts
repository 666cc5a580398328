import { describe, expect, it } from 'vitest';
import { pseudoText } from './pseudo-text';

describe('pseudoText', () => {
  it('accents every letter and makes the text at least 35 % longer', () => {
    const text = 'Join the waiting list';
    const pseudo = pseudoText(text);
    expect(pseudo).not.toMatch(/[a-zA-Z]/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.35));
    expect(pseudo.startsWith('Ĵóíñ ţĥé ŵáíţíñĝ ĺíšţ')).toBe(true);
  });

  it('pads with short words, so a long paragraph still wraps', () => {
    const pseudo = pseudoText('word '.repeat(40).trim());
    const longest = Math.max(...pseudo.split(' ').map((w) => w.length));
    expect(longest).toBeLessThanOrEqual(12);
  });

  it('leaves blank text and symbols alone', () => {
    expect(pseudoText('  ')).toBe('  ');
    expect(pseudoText('404').startsWith('404')).toBe(true);
  });
});
