import { describe, expect, it } from 'vitest';
import {
  contactMessageSchema,
  countRecent,
  filterPrograms,
  isTrapped,
  nextContactStatus,
  PROGRAMS,
  replyMailto,
  toggleLevel,
  topRole,
  waitingListCsvFileName,
  waitingListCsvValues,
  waitingListSignupSchema,
} from './public.js';

describe('waitingListSignupSchema', () => {
  it('sends role and interests as null when empty', () => {
    const parsed = waitingListSignupSchema.parse({ name: ' Ada ', email: 'ada@example.com', interests: [] });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', role: null, interests: null });
  });

  it('keeps chosen interests once each', () => {
    const parsed = waitingListSignupSchema.parse({
      name: 'Ada',
      email: 'ada@example.com',
      role: 'student',
      interests: ['storytelling', 'storytelling'],
    });
    expect(parsed.interests).toEqual(['storytelling']);
  });

  it('reports the spec email message and refuses unknown options and keys', () => {
    const bad = waitingListSignupSchema.safeParse({ name: 'Ada', email: 'ada.example.com' });
    expect(bad.error?.issues[0]?.message).toBe('Email must contain an @ symbol');
    expect(waitingListSignupSchema.safeParse({ name: 'Ada', email: 'a@b.co', role: 'admin' }).success).toBe(false);
    expect(waitingListSignupSchema.safeParse({ name: 'Ada', email: 'a@b.co', extra: 1 }).success).toBe(false);
  });
});

describe('contactMessageSchema', () => {
  it("stores a blank subject as 'General Inquiry'", () => {
    const parsed = contactMessageSchema.parse({ name: 'Ada', email: 'a@b.co', subject: '   ', message: 'Hi' });
    expect(parsed.subject).toBe('General Inquiry');
    expect(contactMessageSchema.parse({ name: 'Ada', email: 'a@b.co', message: 'Hi' }).subject).toBe('General Inquiry');
  });

  it('needs a name and a message', () => {
    const res = contactMessageSchema.safeParse({ name: ' ', email: 'a@b.co', message: '' });
    expect(res.error?.issues.map((i) => i.message)).toEqual([
      'Please fill all required fields.',
      'Please fill all required fields.',
    ]);
  });
});

describe('isTrapped', () => {
  it('is true only when the honeypot holds text', () => {
    expect(isTrapped({})).toBe(false);
    expect(isTrapped({ website: ' ' })).toBe(false);
    expect(isTrapped({ website: 'http://spam.example' })).toBe(true);
  });
});

describe('contact status helpers', () => {
  it('cycles unread → read → responded → unread', () => {
    expect(nextContactStatus('unread')).toBe('read');
    expect(nextContactStatus('read')).toBe('responded');
    expect(nextContactStatus('responded')).toBe('unread');
  });

  it('drafts the reply with Re: subject and a greeting', () => {
    const url = replyMailto({ email: 'ada@example.com', name: 'Ada', subject: 'Workshops' });
    expect(url).toBe('mailto:ada@example.com?subject=Re%3A%20Workshops&body=Hi%20Ada%2C%0A%0A');
    expect(replyMailto({ email: 'a@b.co', name: 'A', subject: '' })).toContain(
      'subject=Re%3A%20Your%20message%20to%20Storyloom',
    );
  });
});

describe('stat helpers', () => {
  const now = new Date('2030-01-02T12:00:00Z');
  it('counts items of the last 24 hours', () => {
    const items = [
      { createdAt: '2030-01-02T11:00:00Z' },
      { createdAt: '2030-01-01T12:00:00Z' },
      { createdAt: '2030-01-01T11:59:59Z' },
    ];
    expect(countRecent(items, now)).toBe(2);
  });

  it('finds the most common role, or null', () => {
    expect(topRole([{ role: 'student' }, { role: 'parent' }, { role: 'parent' }, { role: null }])).toBe('parent');
    expect(topRole([{ role: null }])).toBeNull();
    expect(topRole([])).toBeNull();
  });
});

describe('CSV values and file names', () => {
  it('joins interests with comma-space and writes an empty role', () => {
    expect(
      waitingListCsvValues({
        name: 'Ada',
        email: 'a@b.co',
        role: null,
        interests: ['storytelling', 'digital_marketing'],
        createdAt: '2030-01-01T00:00:00.000Z',
      }),
    ).toEqual(['Ada', 'a@b.co', '', 'storytelling, digital_marketing', '2030-01-01T00:00:00.000Z']);
  });

  it('names the file after the date', () => {
    expect(waitingListCsvFileName(new Date('2030-03-04T23:00:00Z'))).toBe('waiting-list-2030-03-04.csv');
  });
});

describe('programs', () => {
  it('has the six spec programs; the first four list all levels, the last two none', () => {
    expect(PROGRAMS.map((p) => p.id)).toEqual([
      'storytelling',
      'entrepreneurship',
      'content-creation',
      'audience-engagement',
      'monetization',
      'ai-integration',
    ]);
    expect(PROGRAMS.slice(4).every((p) => !p.levels)).toBe(true);
  });

  it('hides programs without levels when a level is active', () => {
    expect(filterPrograms(PROGRAMS, null)).toHaveLength(6);
    expect(filterPrograms(PROGRAMS, 'Advanced').map((p) => p.id)).toEqual([
      'storytelling',
      'entrepreneurship',
      'content-creation',
      'audience-engagement',
    ]);
  });

  it('clears the filter when the active level is clicked again', () => {
    expect(toggleLevel(null, 'Beginner')).toBe('Beginner');
    expect(toggleLevel('Beginner', 'Advanced')).toBe('Advanced');
    expect(toggleLevel('Beginner', 'Beginner')).toBeNull();
  });
});
