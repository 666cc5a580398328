import type { AiGeneration, LanguageId } from '@storyloom/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEvents, textOf } from '../../test/ai-stream.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startFakeProvider } from '../../test/fakes/ai-provider.js';
import { signUpAndIn } from '../../test/users.js';
import { offlineAudiencePlan } from './offline/audience.js';
import { offlineBusinessPlan } from './offline/business.js';
import { offlineStory } from './offline/story.js';

/** A member whose Settings → General language is `language` (none saved: the sign-up's default). */
async function member(t: TestApp, language?: LanguageId) {
  const { cookie } = await signUpAndIn(t.app, t.mails);
  if (language) {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: { cookie },
      payload: { timezone: 'Europe/Madrid', language },
    });
    expect(put.statusCode).toBe(200);
  }
  return cookie;
}

async function generate(t: TestApp, cookie: string, url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode).toBe(200);
  const events = parseEvents(res.body);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`no done event: ${res.body.slice(-200)}`);
  return { text: textOf(events), generation: done.generation as AiGeneration, start: events[0] };
}

describe('the offline generator writes in the member’s language (no key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a member whose Language is Español a Spanish story', async () => {
    const cookie = await member(t, 'es-ES');
    const inputs = {
      prompt: 'Escribe una historia sobre un robot que aprende a pintar',
      contentType: 'story-outline',
      genre: 'fantasy',
    } as const;
    const { text, generation, start } = await generate(t, cookie, '/api/ai/story', inputs);
    expect(start).toEqual({ type: 'start', engine: 'offline' });
    expect(text).toBe(offlineStory(inputs, 'es'));
    expect(text).toContain('esquema de historia (Fantasía)');
    expect(text).toContain('un robot que aprende a pintar');
    expect(text).toContain('## Acto I: El planteamiento');
    expect(text).not.toContain('Story Outline');
    expect(generation).toMatchObject({ tool: 'story', engine: 'offline', output: text });

    const tiktok = await generate(t, cookie, '/api/ai/story', { ...inputs, contentType: 'tiktok' });
    expect(tiktok.text).toContain('# Un robot que aprende a pintar — guion de TikTok');
    expect(tiktok.text).toContain('Consejo de constancia: publica 3 veces por semana');
  });

  it('follows a change of Language at once, for the other tools too', async () => {
    const cookie = await member(t, 'pt-BR');
    const business = { type: 'freelance', goal: 'start', description: 'design de logos para bandas' } as const;
    const plan = await generate(t, cookie, '/api/ai/business', business);
    expect(plan.text).toBe(offlineBusinessPlan(business, 'pt-BR'));
    expect(plan.text).toContain('# Plano de negócio (Freelance): Começar');

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: { cookie },
      payload: { timezone: 'Europe/Paris', language: 'fr-FR' },
    });
    expect(put.statusCode).toBe(200);
    const audience = { platform: 'podcast', target: '@monpodcast', analysisType: 'trends' } as const;
    const analysis = await generate(t, cookie, '/api/ai/audience', audience);
    expect(analysis.text).toBe(offlineAudiencePlan(audience, 'fr'));
    expect(analysis.text).toContain("Storyloom n'ouvre ni les liens ni les profils");

    const path = await generate(t, cookie, '/api/ai/learn', {
      goal: 'apprendre le montage vidéo',
      level: 'beginner',
      weeklyTime: '1-2',
    });
    expect(path.text).toContain("# Parcours d'apprentissage : Apprendre le montage vidéo");
    expect(path.text).toContain('## Semaine 8 :');
  });

  it('still gives an English member (and one reading German, which has no catalogue) the exact English text', async () => {
    const inputs = {
      prompt: 'Write a story about a robot who learns to paint',
      contentType: 'story-outline',
      genre: 'fantasy',
    } as const;
    const english = offlineStory(inputs);
    expect(english).toContain('Fantasy Story Outline');
    for (const language of [undefined, 'en-GB', 'de-DE'] as const) {
      const cookie = await member(t, language);
      const { text, generation } = await generate(t, cookie, '/api/ai/story', inputs);
      expect(text, language ?? 'default').toBe(english);
      expect(generation.output).toBe(english);
    }
  });
});

describe('the model is asked to answer in the member’s language', () => {
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({ AI_API_KEY: 'sk-test-locale', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test/tiny' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
  });

  const systemOf = (index: number) =>
    (fake.calls[index]?.body as { messages?: { role: string; content: string }[] } | undefined)?.messages?.[0]
      ?.content ?? '';

  it('adds one line for a Spanish member and nothing for an English one', async () => {
    const spanish = await member(t, 'es-ES');
    const english = await member(t);
    const body = { prompt: 'un faro en la tormenta', contentType: 'dialogue', genre: 'mystery' };
    fake.answer({ kind: 'stream', pieces: ['Hola'] });
    expect((await generate(t, spanish, '/api/ai/story', body)).generation.engine).toBe('model');
    fake.answer({ kind: 'stream', pieces: ['Hello'] });
    await generate(t, english, '/api/ai/story', body);
    const [es, en] = [systemOf(0), systemOf(1)];
    expect(es).toBe(`${en}\nAnswer in Spanish.`);
    expect(en).not.toMatch(/Answer in (Spanish|French|Portuguese|Brazilian)/);
    expect(en).toMatch(/dialogue scene/i);

    fake.answer({ kind: 'stream', pieces: ['Olá'] });
    await generate(t, await member(t, 'pt-BR'), '/api/ai/business', { description: 'adesivos' });
    expect(systemOf(2)).toMatch(/\nAnswer in Brazilian Portuguese\.$/);
  });
});
