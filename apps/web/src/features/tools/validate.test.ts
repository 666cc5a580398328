import { businessRequestSchema, storyRequestSchema } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { validate } from './validate';

describe('validate', () => {
  it('returns the parsed values with the defaults', () => {
    expect(validate(storyRequestSchema, { prompt: ' a comet ' })).toEqual({
      ok: true,
      data: { prompt: 'a comet', contentType: 'story-outline', genre: 'fantasy' },
    });
  });

  it('returns the first message per field', () => {
    expect(validate(businessRequestSchema, { description: '  ', goal: 'conquer' })).toEqual({
      ok: false,
      errors: { description: 'This field is required', goal: expect.any(String) },
    });
  });
});
