import { Writable } from 'node:stream';
import type { AiGeneration } from '@storyloom/domain';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEvents, textOf } from '../../test/ai-stream.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startFakeProvider } from '../../test/fakes/ai-provider.js';
import { signUpAndIn } from '../../test/users.js';

const KEY = 'sk-storyloom-canary-7f3a9c1e5b';
const MODEL = 'test/tiny-model';
const PROMPT = 'a lighthouse keeper who finds a map in a bottle, with a secret only she can read';

let fake: Awaited<ReturnType<typeof startFakeProvider>>;
let t: TestApp;
let cookie: string;
const logLines: string[] = [];
const seen: string[] = [];

function remember<R extends { body: string; headers: object }>(res: R): R {
  seen.push(res.body, JSON.stringify(res.headers));
  return res;
}

beforeAll(async () => {
  fake = await startFakeProvider();
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { AI_API_KEY: KEY, AI_BASE_URL: fake.baseUrl, AI_MODEL: MODEL, APP_URL: 'http://localhost:4321' },
    { logger: pino({ level: 'info' }, sink) },
  );
  cookie = (await signUpAndIn(t.app, t.mails)).cookie;
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => {
  fake.calls.length = 0;
});

async function story(body: object) {
  return remember(await t.app.inject({ method: 'POST', url: '/api/ai/story', headers: { cookie }, payload: body }));
}

describe('model gateway against an OpenAI-compatible endpoint', () => {
  it('sends the spec payload and headers, with the system message chosen by content type and genre', async () => {
    fake.answer({ kind: 'stream', pieces: ['Once', ' upon', ' a tide.'] });
    const res = await story({ prompt: PROMPT, contentType: 'dialogue', genre: 'mystery' });
    expect(res.statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.headers['http-referer']).toBe('http://localhost:4321');
    expect(call?.headers['x-title']).toBe('Storyloom');
    const body = call?.body as { messages: { role: string; content: string }[] };
    expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream', 'temperature']);
    expect(body).toMatchObject({ model: MODEL, max_tokens: 2000, temperature: 0.7, stream: true });
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toMatch(/dialogue scene/i);
    expect(body.messages[0]?.content).toMatch(/mystery/i);
    expect(body.messages[1]).toEqual({ role: 'user', content: PROMPT });

    // Another content type and genre choose another system message.
    fake.answer({ kind: 'stream', pieces: ['ok'] });
    await story({ prompt: PROMPT, contentType: 'instagram', genre: 'comedy' });
    const other = (fake.calls.at(-1)?.body as { messages: { content: string }[] } | undefined)?.messages[0]?.content;
    expect(other).toMatch(/Instagram caption/i);
    expect(other).toMatch(/comedy/i);
    expect(other).not.toBe(body.messages[0]?.content);
  });

  it('relays the streamed text in order and saves it as a model generation', async () => {
    const pieces = ['The ', 'keeper ', 'unrolled ', 'the ', 'map', '.'];
    fake.answer({ kind: 'stream', pieces });
    const res = await story({ prompt: PROMPT, contentType: 'story-outline', genre: 'fantasy' });
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = parseEvents(res.body);
    expect(events[0]).toEqual({ type: 'start', engine: 'model' });
    expect(events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''))).toEqual(pieces);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const generation = (done as { generation: AiGeneration }).generation;
    expect(generation).toMatchObject({ tool: 'story', engine: 'model', output: pieces.join('') });
    const again = remember(
      await t.app.inject({ method: 'GET', url: `/api/ai/generations/${generation.id}`, headers: { cookie } }),
    );
    expect(JSON.parse(again.body)).toMatchObject({ output: pieces.join(''), engine: 'model' });
  });

  it('streams each piece to the browser before the provider has sent the next one', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.answer({
      kind: 'stream',
      pieces: ['first piece', ' then the rest'],
      before: (i) => (i === 1 ? gate : Promise.resolve()),
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      let received = '';
      const decoder = new TextDecoder();
      const firstPiece = (async () => {
        const res = await fetch(`${address}/api/ai/story`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: PROMPT }),
        });
        const body = (res.body as ReadableStream<Uint8Array>).getReader();
        while (!received.includes('first piece')) {
          const { value, done } = await body.read();
          if (done) throw new Error('the stream ended before the first piece');
          received += decoder.decode(value, { stream: true });
        }
        return body;
      })();
      let timer: NodeJS.Timeout | undefined;
      const buffered = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no text arrived while the provider held back: buffered')), 10_000);
      });
      const reader = await Promise.race([firstPiece, buffered]).finally(() => clearTimeout(timer));
      // The provider is still holding the second piece back: what we have came through live.
      expect(received).not.toContain('then the rest');
      release();
      for (let r = await reader.read(); !r.done; r = await reader.read()) received += decoder.decode(r.value);
      const events = parseEvents(received);
      expect(textOf(events)).toBe('first piece then the rest');
      expect(events.at(-1)?.type).toBe('done');
      seen.push(received);
    } finally {
      release();
    }
  });

  it('reads choices[0].message.content when the endpoint answers with one JSON body', async () => {
    fake.answer({ kind: 'json', content: 'A whole answer at once.' });
    const events = parseEvents((await story({ prompt: PROMPT })).body);
    expect(events[0]).toEqual({ type: 'start', engine: 'model' });
    expect(textOf(events)).toBe('A whole answer at once.');
  });

  it("falls back to the offline generator on a 500 and logs 'API error: {message}'", async () => {
    fake.answer({ kind: 'error', status: 500, body: { error: { message: 'Provider exploded' } } });
    const res = await story({ prompt: PROMPT, contentType: 'story-outline', genre: 'fantasy' });
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events[0]).toEqual({ type: 'start', engine: 'offline' });
    expect(textOf(events)).toContain('lighthouse keeper');
    expect(events.at(-1)).toMatchObject({ type: 'done', generation: { engine: 'offline' } });
    const logged = logLines.map((l) => JSON.parse(l) as { msg: string });
    expect(logged.some((l) => l.msg === 'API error: Provider exploded')).toBe(true);
  });

  it('drops a half-written model answer and starts over offline when the stream breaks', async () => {
    fake.answer({ kind: 'stream', pieces: ['The keeper'], errorMessage: 'upstream reset' });
    const events = parseEvents((await story({ prompt: PROMPT })).body);
    expect(events.slice(0, 3).map((e) => e.type)).toEqual(['start', 'delta', 'start']);
    expect(events[2]).toEqual({ type: 'start', engine: 'offline' });
    expect(textOf(events)).not.toContain('The keeper');
    expect(events.at(-1)).toMatchObject({ type: 'done', generation: { engine: 'offline' } });
    expect(logLines.some((l) => (JSON.parse(l) as { msg: string }).msg === 'API error: upstream reset')).toBe(true);
  });

  it('logs the status text when the error has no message', async () => {
    fake.answer({ kind: 'error', status: 503, statusText: 'Service Unavailable' });
    const events = parseEvents((await story({ prompt: PROMPT })).body);
    expect(events[0]).toEqual({ type: 'start', engine: 'offline' });
    expect(logLines.some((l) => (JSON.parse(l) as { msg: string }).msg === 'API error: Service Unavailable')).toBe(
      true,
    );
  });

  it('never puts the key in a response or a log line, nor the prompt in full in the log', () => {
    expect(seen.length).toBeGreaterThan(5);
    for (const text of seen) expect(text).not.toContain(KEY);
    const log = logLines.join('\n');
    expect(log).not.toContain(KEY);
    expect(log).not.toContain(PROMPT);
    expect(log).toContain('"promptLength":');
  });
});
