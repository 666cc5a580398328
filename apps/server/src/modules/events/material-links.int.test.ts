import type { EventDetail } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';

let t: TestApp;
let host: Member;
beforeAll(async () => {
  t = await createTestApp();
  host = await newMember(t, 'Hana Host');
});
afterAll(async () => {
  await t.close();
});

const event = (url: string) => ({
  title: 'Story night',
  type: 'workshop',
  description: 'Bring a story',
  startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  location: 'Online',
  maxAttendees: null,
  materials: [{ title: 'Slides', url }],
});

describe('event material links', () => {
  it.each([
    '/\\evil.example/steal',
    '/%5Cevil',
    '//evil',
    'javascript:alert(1)',
    'https://ok.example@evil.example/',
    'https://ok.example/a\u0000',
  ])('finding 9: POST /api/events refuses the material link %j with 400, and stores nothing', async (url) => {
    const before = json<{ total: number }>(await host.call('GET', '/api/events?tab=your')).total;
    const res = await host.call('POST', '/api/events', event(url));
    expect(res.statusCode, res.body).toBe(400);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('validation_failed');
    expect(json<{ total: number }>(await host.call('GET', '/api/events?tab=your')).total).toBe(before);
  });

  it('finding 9: keeps http(s) addresses and paths of this site, trimmed', async () => {
    const res = await host.call('POST', '/api/events', {
      ...event('https://ok.example/a'),
      materials: [
        { title: 'Slides', url: ' https://ok.example/a ' },
        { title: 'Course', url: '/courses/storytelling' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<EventDetail>(res).materials.map((m) => m.url)).toEqual([
      'https://ok.example/a',
      '/courses/storytelling',
    ]);
  });
});
