import type { AiGeneration } from '@storyloom/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEvents, textOf } from '../../test/ai-stream.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { startFakeProvider } from '../../test/fakes/ai-provider.js';
import { signUpAndIn } from '../../test/users.js';
import { MASK, SAFE_REFUSAL, SUPPORT_MESSAGE } from './guardrails.js';

const KEY = 'sk-storyloom-guardrails-2b7e';
let fake: Awaited<ReturnType<typeof startFakeProvider>>;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({ AI_API_KEY: KEY, AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test/tiny-model' });
  cookie = (await signUpAndIn(t.app, t.mails)).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.moderationCalls.length = 0;
  fake.moderation({ kind: 'absent' });
});

const post = (app: TestApp, url: string, payload: object, as = cookie) =>
  app.app.inject({ method: 'POST', url, headers: { cookie: as }, payload });

async function generate(app: TestApp, url: string, payload: object, as = cookie) {
  const res = await post(app, url, payload, as);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const events = parseEvents(res.body);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`no done event: ${res.body.slice(0, 300)}`);
  return { events, text: textOf(events), generation: done.generation as AiGeneration };
}

const userMessage = (i = 0) =>
  (fake.calls[i]?.body as { messages: { role: string; content: string }[] } | undefined)?.messages.find(
    (m) => m.role === 'user',
  )?.content ?? '';

describe('personal information in a prompt is redacted before the provider sees it', () => {
  it('a phone number and an email reach the provider, and the history, as [phone] and [email]', async () => {
    fake.answer({ kind: 'stream', pieces: ['A story.'] });
    const { generation } = await generate(t, '/api/ai/story', {
      prompt: 'a story for my friend, call me at 555-123-4567 or write to sam.lee@gmail.com',
    });
    expect(fake.calls).toHaveLength(1);
    expect(userMessage()).toBe('a story for my friend, call me at [phone] or write to [email]');
    expect(JSON.stringify(fake.calls[0]?.body)).not.toContain('555-123-4567');
    expect(generation.inputs.prompt).toBe('a story for my friend, call me at [phone] or write to [email]');
  });

  it('every text tool redacts its member text (business, learn)', async () => {
    fake.answer({ kind: 'stream', pieces: ['A plan.'] });
    await generate(t, '/api/ai/business', { description: 'dog walking near 12 Oak Street, text 07700 900123' });
    expect(userMessage()).toContain('dog walking near [address], text [phone]');
    fake.answer({ kind: 'stream', pieces: ['A path.'] });
    await generate(t, '/api/ai/learn', {
      goal: 'drawing, I go to Lincoln High School',
      level: 'beginner',
      weeklyTime: '1-2',
    });
    expect(JSON.stringify(fake.calls[1]?.body)).toContain('drawing, I go to [school]');
    expect(JSON.stringify(fake.calls[1]?.body)).not.toContain('Lincoln');
  });

  it('the audience tool keeps the public handle it is asked about', async () => {
    fake.answer({ kind: 'stream', pieces: ['An analysis.'] });
    await generate(t, '/api/ai/audience', {
      platform: 'instagram',
      target: '@storyloom_fan',
      analysisType: 'engagement',
    });
    expect(userMessage()).toContain('Profile or link: @storyloom_fan');
  });

  it('the video tool stores the redacted prompt', async () => {
    const res = await post(t, '/api/ai/video', { prompt: 'my dance, snap: coolkid22' });
    expect(res.statusCode).toBe(200);
    expect(json<{ generation: AiGeneration }>(res).generation.inputs.prompt).toBe('my dance, [handle]');
  });
});

describe('a prompt about self-harm gets help instead of a generation', () => {
  it('answers with the support message and help resources, and never calls the provider', async () => {
    const { events, text, generation } = await generate(t, '/api/ai/story', {
      prompt: 'a story about how I want to kill myself',
    });
    expect(fake.calls).toHaveLength(0);
    expect(events[0]).toEqual({ type: 'start', engine: 'offline' });
    expect(text).toBe(SUPPORT_MESSAGE);
    expect(text).toContain('988');
    expect(text).toContain('116 123');
    expect(text).toContain('findahelpline.com');
    expect(generation.output).toBe(SUPPORT_MESSAGE);
  });

  it('the video tool answers with the support message too, and makes no clip', async () => {
    const res = await post(t, '/api/ai/video', { prompt: 'I dont want to live anymore' });
    expect(res.statusCode).toBe(422);
    expect(json<{ error: { message: string } }>(res).error.message).toBe(SUPPORT_MESSAGE);
  });
});

describe('language in a prompt is refused', () => {
  it('422 language_refused with the finding, and the provider is not called', async () => {
    const res = await post(t, '/api/ai/story', { prompt: 'a story about a sh1t wizard' });
    expect(res.statusCode).toBe(422);
    const body = json<{ error: { code: string; details: { findings: { kind: string; match: string }[] } } }>(res);
    expect(body.error.code).toBe('language_refused');
    expect(body.error.details.findings).toEqual([expect.objectContaining({ kind: 'language', match: 'sh1t' })]);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('the generated output is checked', () => {
  it('the provider’s moderation endpoint flags an output: a safe refusal replaces it and is stored', async () => {
    fake.moderation({ kind: 'verdict', flagged: true });
    fake.answer({ kind: 'stream', pieces: ['Something ', 'awful.'] });
    const { events, text, generation } = await generate(t, '/api/ai/story', { prompt: 'a dragon story' });
    expect(fake.moderationCalls).toHaveLength(1);
    const call = fake.moderationCalls[0];
    expect(call?.url).toBe('/v1/moderations');
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.body).toEqual({ input: 'Something awful.' });
    expect(events.filter((e) => e.type === 'start')).toEqual([
      { type: 'start', engine: 'model' },
      { type: 'start', engine: 'model' },
    ]);
    expect(text).toBe(SAFE_REFUSAL);
    expect(generation).toMatchObject({ output: SAFE_REFUSAL, engine: 'model' });
  });

  it('a clear verdict keeps the output as written', async () => {
    fake.moderation({ kind: 'verdict', flagged: false });
    fake.answer({ kind: 'stream', pieces: ['A kind ', 'dragon.'] });
    const { events, generation } = await generate(t, '/api/ai/story', { prompt: 'a dragon story' });
    expect(fake.moderationCalls).toHaveLength(1);
    expect(events.filter((e) => e.type === 'start')).toHaveLength(1);
    expect(generation.output).toBe('A kind dragon.');
  });

  it.each([
    ['404 (no moderation endpoint)', { kind: 'absent' } as const],
    ['500', { kind: 'status', status: 500 } as const],
  ])('a moderation endpoint answering %s falls back to the local filter alone', async (_, answer) => {
    fake.moderation(answer);
    fake.answer({ kind: 'stream', pieces: ['A brave ', 'knight.'] });
    const { text, generation } = await generate(t, '/api/ai/story', { prompt: 'a knight story' });
    expect(fake.moderationCalls).toHaveLength(1);
    expect(text).toBe('A brave knight.');
    expect(generation).toMatchObject({ output: 'A brave knight.', engine: 'model' });
  });

  it('personal information and blocked words in an output are redacted and masked before it is stored', async () => {
    fake.answer({ kind: 'stream', pieces: ['Call ', '555-123-4567', ' now. What the ', 'fuck.'] });
    const { events, text, generation } = await generate(t, '/api/ai/story', { prompt: 'a phone story' });
    const relayed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));
    // The piece that completed the phone number was held back: it never reached the browser.
    expect(relayed.join('')).not.toContain('555-123-4567');
    expect(text).toBe(`Call [phone] now. What the ${MASK}.`);
    expect(generation.output).toBe(`Call [phone] now. What the ${MASK}.`);
  });
});

describe('without a key (the offline generator)', () => {
  let offline: TestApp;
  let offlineCookie: string;
  beforeAll(async () => {
    offline = await createTestApp();
    offlineCookie = (await signUpAndIn(offline.app, offline.mails)).cookie;
  });
  afterAll(async () => {
    await offline.close();
  });

  it('redacts the prompt before the offline generator and the history see it', async () => {
    const { text, generation } = await generate(
      offline,
      '/api/ai/story',
      { prompt: 'a lighthouse keeper whose number is 555-123-4567' },
      offlineCookie,
    );
    expect(text).not.toContain('555-123-4567');
    expect(generation.inputs.prompt).toBe('a lighthouse keeper whose number is [phone]');
    expect(generation.output).not.toContain('555-123-4567');
  });

  it('answers a prompt about self-harm with the support message', async () => {
    const { text } = await generate(
      offline,
      '/api/ai/business',
      { description: 'I want to end my life' },
      offlineCookie,
    );
    expect(text).toBe(SUPPORT_MESSAGE);
  });
});
