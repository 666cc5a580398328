import type { AiEngineStatus } from '@storyloom/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEvents } from '../../test/ai-stream.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type ChildAccount, signUpChild } from '../../test/children.js';
import { type Member, newMember } from '../../test/community.js';
import { startFakeProvider } from '../../test/fakes/ai-provider.js';
import { mailTo, tokenIn } from '../../test/parents.js';
import { parentMailSubjects } from './parent-mails.js';

let fake: Awaited<ReturnType<typeof startFakeProvider>>;
let t: TestApp;
let adult: Member;
let child: ChildAccount;
let pageToken: string;

beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({ AI_API_KEY: 'sk-fake-provider-key', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test/model' });
  adult = await newMember(t, 'Ai Sharing Adult');
  child = await signUpChild(t);
  const consent = tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.notice), '/parents/consent');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/parents/consent',
    payload: { token: consent, approveUse: true, approveAiSharing: false },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
  pageToken = tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.confirmed), '/parents/child');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function storyEngine(cookie: string) {
  const res = await as(cookie, 'POST', '/api/ai/story', { prompt: 'A fox who paints the moon' });
  expect(res.statusCode, res.body).toBe(200);
  return parseEvents(res.body).find((e) => e.type === 'done');
}

describe('AI sharing decided by the parent', () => {
  it('without the parent’s approval the tools run offline, though a key is set, and say so', async () => {
    const done = await storyEngine(child.cookie);
    expect(done).toMatchObject({ type: 'done', generation: { engine: 'offline' } });
    expect(fake.calls).toEqual([]);
    const status = await as(child.cookie, 'GET', '/api/ai/engine');
    expect(json<AiEngineStatus>(status)).toEqual({ engine: 'offline', offlineForAccount: true });
  });

  it('an adult on the same server uses the model', async () => {
    fake.answer({ kind: 'stream', pieces: ['Once', ' upon a time.'] });
    const done = await storyEngine(adult.cookie);
    expect(done).toMatchObject({ generation: { engine: 'model' } });
    expect(fake.calls).toHaveLength(1);
    const status = await as(adult.cookie, 'GET', '/api/ai/engine');
    expect(json<AiEngineStatus>(status)).toEqual({ engine: 'model', offlineForAccount: false });
  });

  it('once the parent approves sharing on the parent page, the child’s tools use the model', async () => {
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/parents/child/approve',
      payload: { token: pageToken, approveAiSharing: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    fake.answer({ kind: 'stream', pieces: ['The fox', ' smiled.'] });
    const done = await storyEngine(child.cookie);
    expect(done).toMatchObject({ generation: { engine: 'model' } });
    expect(fake.calls).toHaveLength(1);
    expect(json<AiEngineStatus>(await as(child.cookie, 'GET', '/api/ai/engine'))).toEqual({
      engine: 'model',
      offlineForAccount: false,
    });
  });

  it('approving again without sharing turns it off again', async () => {
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/parents/child/approve',
      payload: { token: pageToken, approveAiSharing: false },
    });
    expect(approve.statusCode).toBe(200);
    const done = await storyEngine(child.cookie);
    expect(done).toMatchObject({ generation: { engine: 'offline' } });
    expect(fake.calls).toEqual([]);
  });
});
