import type { AiGeneration, AiGenerationPage } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvents, textOf } from '../../test/ai-stream.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn } from '../../test/users.js';
import { AI_RATE_LIMIT } from './guard.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpAndIn(t.app, t.mails)).cookie;
  otherCookie = (await signUpAndIn(t.app, t.mails)).cookie;
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, as = cookie) {
  return t.app.inject({ method: 'POST', url, headers: as ? { cookie: as } : {}, payload: payload as object });
}

async function generate(payload: object, as = cookie): Promise<AiGeneration> {
  const res = await post('/api/ai/story', payload, as);
  expect(res.statusCode).toBe(200);
  const done = parseEvents(res.body).at(-1);
  if (done?.type !== 'done') throw new Error(`no done event: ${res.body.slice(-200)}`);
  return done.generation;
}

describe('POST /api/ai/story without a key (offline generator)', () => {
  it('streams offline text that uses the prompt, with the defaults story-outline and fantasy', async () => {
    const res = await post('/api/ai/story', { prompt: 'Write a story about a robot who learns to paint' });
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = parseEvents(res.body);
    expect(events[0]).toEqual({ type: 'start', engine: 'offline' });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(5);
    const text = textOf(events);
    expect(text).toContain('a robot who learns to paint');
    expect(text).toContain('Fantasy Story Outline');
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: 'done',
      generation: {
        tool: 'story',
        engine: 'offline',
        output: text,
        inputs: {
          prompt: 'Write a story about a robot who learns to paint',
          contentType: 'story-outline',
          genre: 'fantasy',
        },
      },
    });
  });

  it("refuses a blank prompt with 'Please enter a story prompt'", async () => {
    const res = await post('/api/ai/story', { prompt: '   ', contentType: 'dialogue', genre: 'drama' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: { code: 'validation_failed', message: 'prompt: Please enter a story prompt' } });
  });

  it('refuses a prompt over the length limit, an unknown content type and unknown keys', async () => {
    for (const payload of [
      { prompt: 'x'.repeat(2001) },
      { prompt: 'ok', contentType: 'novel' },
      { prompt: 'ok', genre: 'horror' },
      { prompt: 'ok', model: 'gpt-4' },
    ]) {
      const res = await post('/api/ai/story', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('validation_failed');
    }
  });

  it('refuses a guest with 401', async () => {
    const res = await post('/api/ai/story', { prompt: 'a dragon' }, '');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in first' } });
  });

  it('limits each user to the rate limit per minute, without touching other users', async () => {
    const { cookie: busy } = await signUpAndIn(t.app, t.mails);
    for (let i = 0; i < AI_RATE_LIMIT.max; i += 1) {
      expect((await post('/api/ai/video', { prompt: `clip ${i}` }, busy)).statusCode).toBe(200);
    }
    const refused = await post('/api/ai/video', { prompt: 'one more' }, busy);
    expect(refused.statusCode).toBe(429);
    expect(json<{ error: { code: string } }>(refused).error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('/api/ai/video', { prompt: 'someone else' }, otherCookie)).statusCode).toBe(200);
  });
});

describe('history', () => {
  it('lists a user’s generations per tool, newest first, paginated, and survives a restart', async () => {
    const { cookie: writer } = await signUpAndIn(t.app, t.mails);
    const first = await generate({ prompt: 'a lonely comet', contentType: 'setting', genre: 'sci-fi' }, writer);
    const second = await generate({ prompt: 'a haunted bakery', contentType: 'tiktok', genre: 'comedy' }, writer);
    await post('/api/ai/business', { description: 'selling stickers' }, writer);
    t = await t.restart();
    const list = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/ai/generations?${q}`, headers: { cookie: writer } });
    const page1 = json<AiGenerationPage>(await list('tool=story&page=1&pageSize=1'));
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.items.map((g) => g.id)).toEqual([second.id]);
    const page2 = json<AiGenerationPage>(await list('tool=story&page=2&pageSize=1'));
    expect(page2.items.map((g) => g.id)).toEqual([first.id]);
    expect(json<AiGenerationPage>(await list('tool=business')).total).toBe(1);
    expect((await list('tool=sound')).statusCode).toBe(400);
    expect((await list('tool=story&pageSize=500')).statusCode).toBe(400);
  });

  it('reopens one generation for its owner only; another user gets 404, a guest 401', async () => {
    const mine = await generate({ prompt: 'a fox detective' });
    const get = (as: string) =>
      t.app.inject({ method: 'GET', url: `/api/ai/generations/${mine.id}`, headers: as ? { cookie: as } : {} });
    expect(json(await get(cookie))).toEqual(mine);
    expect((await get(otherCookie)).statusCode).toBe(404);
    expect((await get('')).statusCode).toBe(401);
    const other = json<AiGenerationPage>(
      await t.app.inject({ method: 'GET', url: '/api/ai/generations?tool=story', headers: { cookie: otherCookie } }),
    );
    expect(other.items.map((g) => g.id)).not.toContain(mine.id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/ai/generations/not-a-uuid', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
