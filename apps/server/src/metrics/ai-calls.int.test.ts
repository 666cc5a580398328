import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { startFakeProvider } from '../test/fakes/ai-provider.js';
import { sampleValue } from '../test/metrics.js';
import { signUpAndIn } from '../test/users.js';

let fake: Awaited<ReturnType<typeof startFakeProvider>>;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({ AI_API_KEY: 'sk-metrics-test', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test/tiny' });
  cookie = (await signUpAndIn(t.app, t.mails)).cookie;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const calls = async (engine: string, outcome: string) =>
  sampleValue(await t.app.ctx.metrics.registry.metrics(), 'storyloom_ai_calls_total', { engine, outcome }) ?? 0;

async function story(prompt: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/story', headers: { cookie }, payload: { prompt } });
  expect(res.statusCode).toBe(200);
}

describe('storyloom_ai_calls_total with a provider', () => {
  it('counts the model’s answers as the provider engine', async () => {
    fake.answer({ kind: 'stream', pieces: ['Once', ' upon', ' a tide.'] });
    await story('A lighthouse that hums');
    expect(await calls('provider', 'ok')).toBe(1);
    expect(await calls('offline', 'ok')).toBe(0);
  });

  it('counts a failed model call, then the offline generator that answered instead', async () => {
    fake.answer({ kind: 'error', status: 503 });
    await story('A garden on the moon');
    expect(await calls('provider', 'failed')).toBe(1);
    expect(await calls('offline', 'ok')).toBe(1);
  });
});
