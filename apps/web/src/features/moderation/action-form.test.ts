import { moderationActionBodySchema } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { actionBody, emptyDraft } from './action-form';

const item = { surface: 'post' as const, itemId: '5a1ce000-0000-4000-8000-000000000001' };

describe('actionBody', () => {
  it('asks for a rule before anything is sent', () => {
    const result = actionBody(item, { ...emptyDraft, ruleId: '' });
    expect(result).toEqual({ errors: { ruleId: expect.any(String) } });
  });

  it('refuses a rule that is not in the guidelines', () => {
    expect('errors' in actionBody(item, { ...emptyDraft, ruleId: 'be-mean' })).toBe(true);
  });

  it('sends a removal with its rule and trimmed note, without hours or days', () => {
    const result = actionBody(item, { ...emptyDraft, action: 'remove', ruleId: 'be-kind', note: '  mean reply ' });
    expect(result).toEqual({
      body: { ...item, action: 'remove', ruleId: 'be-kind', note: 'mean reply' },
    });
    if ('body' in result) expect(moderationActionBodySchema.safeParse(result.body).success).toBe(true);
  });

  it('leaves an empty note out', () => {
    const result = actionBody(item, { ...emptyDraft, action: 'warn', ruleId: 'no-spam', note: '   ' });
    expect(result).toEqual({ body: { ...item, action: 'warn', ruleId: 'no-spam' } });
  });

  it('needs whole hours within the limit for a mute', () => {
    for (const hours of ['', '0', '1.5', 'abc', '100000']) {
      expect(actionBody(item, { ...emptyDraft, action: 'mute', ruleId: 'be-kind', hours })).toEqual({
        errors: { hours: expect.any(String) },
      });
    }
    const ok = actionBody(item, { ...emptyDraft, action: 'mute', ruleId: 'be-kind', hours: '12', days: 'x' });
    expect(ok).toEqual({ body: { ...item, action: 'mute', ruleId: 'be-kind', hours: 12 } });
    if ('body' in ok) expect(moderationActionBodySchema.safeParse(ok.body).success).toBe(true);
  });

  it('needs whole days for a suspension and sends only the days', () => {
    expect(actionBody(item, { ...emptyDraft, action: 'suspend', ruleId: 'no-hate', days: '0' })).toEqual({
      errors: { days: expect.any(String) },
    });
    const ok = actionBody(item, { ...emptyDraft, action: 'suspend', ruleId: 'no-hate', days: '3', hours: '5' });
    expect(ok).toEqual({ body: { ...item, action: 'suspend', ruleId: 'no-hate', days: 3 } });
  });

  it('reports every missing field at once', () => {
    expect(actionBody(item, { ...emptyDraft, action: 'mute', ruleId: '', hours: '' })).toEqual({
      errors: { ruleId: expect.any(String), hours: expect.any(String) },
    });
  });
});
