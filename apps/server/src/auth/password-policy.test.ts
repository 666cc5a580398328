import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy.js';

describe('isCommonPassword', () => {
  it('knows the most common passwords in any letter case', () => {
    for (const p of [
      'password',
      'PASSWORD',
      'Password1',
      '12345678',
      'qwertyui',
      'iloveyou',
      'StoryLoom',
      '1q2w3e4r',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('lets less common passwords through', () => {
    for (const p of ['secret-pass-1', 'story-time-42', 'Tr1cky-Lantern-Orchard', '# the most common']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('ships a list of several hundred lower-case entries', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('# '));
    expect(lines.length).toBeGreaterThan(500);
    expect(lines.filter((l) => l !== l.toLowerCase() || l !== l.trim())).toEqual([]);
    expect(lines.filter((l) => l.length >= 8).length).toBeGreaterThan(300);
  });
});
