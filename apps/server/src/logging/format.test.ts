import { describe, expect, it } from 'vitest';
import { chooseLogFormat } from './format.js';

describe('chooseLogFormat', () => {
  it('is pretty at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('auto', undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});
