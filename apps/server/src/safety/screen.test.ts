import type { Finding } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { TextFilter } from './filter.js';
import { durationText, eventTexts, muteMinutes, nameRefusal, screenWrite } from './screen.js';
import { SAFETY_THRESHOLDS } from './thresholds.js';

/** A filter that finds what it is told to, in the field it is told to: the engine has its own tests. */
function fakeFilter(found: Array<Omit<Finding, 'field'> & { field?: string }>): TextFilter {
  return {
    scan: (fields) =>
      found
        .map((f) => ({ ...f, field: f.field ?? Object.keys(fields).find((k) => fields[k]?.includes(f.match)) ?? '' }))
        .filter((f) => fields[f.field]?.includes(f.match)),
    redact: (text) => text,
    mentionsSelfHarm: () => false,
    setAdminTerms: () => {},
  };
}
const phone = { kind: 'phone', match: '555-123-4567', message: 'This looks like a phone number.' } as const;
/** No database: these paths never reach it (language does, in screen.int.test.ts). */
const ctxWith = (filter: TextFilter) => ({ filter, db: undefined, sessions: undefined }) as unknown as AppContext;

async function codeOf(promise: Promise<void>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof AppError) return `${err.status} ${err.code}`;
    throw err;
  }
}

describe('screenWrite: personal information', () => {
  const ctx = ctxWith(fakeFilter([phone]));
  const text = { content: 'call me at 555-123-4567' };

  it('refuses a child even with the acknowledgement, and coaches a teen or an adult until acknowledged', async () => {
    for (const ack of [false, true]) {
      expect(await codeOf(screenWrite(ctx, { id: 'c', ageBand: 'child' }, text, ack))).toBe(
        '422 personal_info_refused',
      );
    }
    for (const ageBand of ['teen', 'adult'] as const) {
      expect(await codeOf(screenWrite(ctx, { id: 't', ageBand }, text, undefined))).toBe('422 personal_info_found');
      expect(await codeOf(screenWrite(ctx, { id: 't', ageBand }, text, true))).toBeNull();
    }
  });

  it('names what was found in the message and the details', async () => {
    try {
      await screenWrite(ctx, { id: 'c', ageBand: 'child' }, text, false);
      expect.unreachable();
    } catch (err) {
      const e = err as AppError;
      expect(e.message).toMatch(/^This looks like a phone number\./);
      expect(e.details?.findings).toEqual([{ ...phone, field: 'content' }]);
    }
  });

  it('passes clean text, and ignores a place where one is expected', async () => {
    expect(await codeOf(screenWrite(ctx, { id: 't', ageBand: 'child' }, { content: 'hello' }, false))).toBeNull();
    const address = { kind: 'address', match: '221 Baker Street', message: 'This looks like an address.' } as const;
    const placed = ctxWith(fakeFilter([address]));
    const fields = { location: '221 Baker Street, London' };
    expect(await codeOf(screenWrite(placed, { id: 'a', ageBand: 'adult' }, fields, false))).toBe(
      '422 personal_info_found',
    );
    expect(
      await codeOf(screenWrite(placed, { id: 'a', ageBand: 'adult' }, fields, false, { languageOnly: ['location'] })),
    ).toBeNull();
  });
});

describe('nameRefusal', () => {
  it('refuses language first, then personal information, and passes a plain name', () => {
    const swear = { kind: 'language', match: 'darn', message: 'Language.' } as const;
    const filter = fakeFilter([swear, phone]);
    expect(nameRefusal(filter, { name: 'darn 555-123-4567' })?.code).toBe('language_refused');
    expect(nameRefusal(filter, { name: 'Sam 555-123-4567' })?.code).toBe('personal_info_refused');
    expect(nameRefusal(filter, { name: 'Sam Rivers' })).toBeNull();
  });
});

describe('graded mutes', () => {
  it('start at the first length, grow by the factor and stop at the cap', () => {
    const t = { ...SAFETY_THRESHOLDS, firstMuteMinutes: 10, muteGrowthFactor: 3, maxMuteMinutes: 100 };
    expect([0, 1, 2, 3].map((n) => muteMinutes(n, t))).toEqual([10, 30, 90, 100]);
  });

  it('are said in words', () => {
    expect([10, 1, 60, 90, 180, 1440, 2430, 4320].map(durationText)).toEqual([
      '10 minutes',
      '1 minute',
      '1 hour',
      '1 hour 30 minutes',
      '3 hours',
      '1 day',
      '1 day 16 hours',
      '3 days',
    ]);
  });
});

it('eventTexts names every text of an event', () => {
  const fields = eventTexts({
    title: 'T',
    description: 'D',
    location: 'Online',
    agenda: [{ time: '10:00', title: 'A', description: 'B' }],
    materials: [{ title: 'M' }],
  });
  expect(fields).toEqual({
    title: 'T',
    description: 'D',
    location: 'Online',
    'agenda.0.time': '10:00',
    'agenda.0.title': 'A',
    'agenda.0.description': 'B',
    'materials.0.title': 'M',
  });
});
