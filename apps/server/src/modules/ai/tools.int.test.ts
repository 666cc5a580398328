import type { AiGeneration, CourseLink, VideoResult } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvents, textOf } from '../../test/ai-stream.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn } from '../../test/users.js';

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

function send(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown, as = cookie) {
  return t.app.inject({ method, url, headers: as ? { cookie: as } : {}, payload: payload as object | undefined });
}

async function streamed(url: string, payload: object) {
  const res = await send('POST', url, payload);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const events = parseEvents(res.body);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no done event');
  return { text: textOf(events), generation: done.generation };
}

describe('business plan', () => {
  it('writes a plan from type, goal and description (defaults content-creator, start)', async () => {
    const { text, generation } = await streamed('/api/ai/business', { description: 'handmade comic zines for teens' });
    expect(text).toContain('Content Creator Business Plan: Start');
    expect(text).toMatch(/handmade comic zines for teens/i);
    expect(generation.inputs).toEqual({
      type: 'content-creator',
      goal: 'start',
      description: 'handmade comic zines for teens',
    });
    const coaching = await streamed('/api/ai/business', {
      type: 'coaching',
      goal: 'monetize',
      description: 'chess lessons',
    });
    expect(coaching.text).toContain('Coaching Business Plan: Monetize');
    expect(coaching.text).not.toBe(text);
  });

  it('refuses a blank description, an unknown goal and a guest', async () => {
    expect((await send('POST', '/api/ai/business', { description: ' ' })).statusCode).toBe(400);
    expect((await send('POST', '/api/ai/business', { description: 'x', goal: 'conquer' })).statusCode).toBe(400);
    expect((await send('POST', '/api/ai/business', { description: 'x' }, '')).statusCode).toBe(401);
  });

  it('Edit Plan saves the edited text for the owner only', async () => {
    const { generation } = await streamed('/api/ai/business', { description: 'bike repair videos' });
    const url = `/api/ai/generations/${generation.id}`;
    const edited = '# My plan\n\nFix bikes, film it, sell tune-ups.';
    expect((await send('PATCH', url, { output: edited }, otherCookie)).statusCode).toBe(404);
    expect((await send('PATCH', url, { output: edited }, '')).statusCode).toBe(401);
    expect((await send('PATCH', url, { output: '  ' })).statusCode).toBe(400);
    expect((await send('PATCH', url, { output: edited, engine: 'model' })).statusCode).toBe(400);
    expect((await send('PATCH', url, { output: 'x'.repeat(20_001) })).statusCode).toBe(400);
    const saved = await send('PATCH', url, { output: edited });
    expect(saved.statusCode).toBe(200);
    expect(json<AiGeneration>(saved)).toMatchObject({ id: generation.id, output: edited, engine: 'offline' });
    expect(json<AiGeneration>(await send('GET', url)).output).toBe(edited);
  });
});

describe('learn', () => {
  beforeAll(async () => {
    const course = {
      description: 'Plot, character and voice.',
      duration_weeks: 4,
      learning_points: JSON.stringify(['plot']),
      instructor_name: 'Ada',
      instructor_title: 'Author',
      instructor_bio: 'Writes.',
      session_weekday: 2,
      session_time: '17:00',
      prerequisites: '[]',
      status: 'published' as const,
    };
    await t.app.ctx.db
      .insertInto('courses')
      .values([
        {
          ...course,
          slug: 'zz-ai-test-story',
          title: 'Storytelling Foundations',
          category: 'Storytelling',
          levels: '["beginner"]',
          position: 901,
        },
        {
          ...course,
          slug: 'zz-ai-test-adv',
          title: 'Advanced Storytelling Lab',
          category: 'Storytelling',
          levels: '["advanced"]',
          position: 902,
        },
        {
          ...course,
          slug: 'zz-ai-test-money',
          title: 'Money for Makers',
          category: 'Monetization',
          levels: '["beginner"]',
          position: 903,
        },
      ])
      .execute();
  });

  it('writes a week-by-week path sized by weekly time and names matching catalogue courses', async () => {
    const { text, generation } = await streamed('/api/ai/learn', {
      goal: 'get better at storytelling',
      level: 'advanced',
      weeklyTime: '10+',
    });
    expect(generation.tool).toBe('learn');
    expect(text.match(/^## Week \d+/gm)).toHaveLength(4);
    expect(text).toContain('Advanced Storytelling Lab');
    expect(text).not.toContain('Money for Makers');
    const slow = await streamed('/api/ai/learn', {
      goal: 'get better at storytelling',
      level: 'beginner',
      weeklyTime: '1-2',
    });
    expect(slow.text.match(/^## Week \d+/gm)).toHaveLength(8);
  });

  it('links the matching courses, those at the learner’s level first', async () => {
    const res = await send('GET', '/api/ai/learn/courses?goal=storytelling%20skills&level=advanced');
    expect(res.statusCode).toBe(200);
    const page = json<{ items: CourseLink[]; total: number }>(res);
    const mine = page.items.filter((c) => c.title.includes('Storytelling'));
    expect(mine[0]?.title).toBe('Advanced Storytelling Lab');
    expect(mine[0]?.href).toBe('/courses/zz-ai-test-adv/module/1');
    expect(page.items.map((c) => c.title)).not.toContain('Money for Makers');
    expect((await send('GET', '/api/ai/learn/courses?goal=&level=advanced')).statusCode).toBe(400);
    expect((await send('GET', '/api/ai/learn/courses?goal=x&level=advanced', undefined, '')).statusCode).toBe(401);
  });

  it('validates goal, level and weekly time', async () => {
    for (const payload of [
      { goal: '', level: 'beginner', weeklyTime: '1-2' },
      { goal: 'x', level: 'expert', weeklyTime: '1-2' },
      { goal: 'x', level: 'beginner', weeklyTime: '20' },
      { goal: 'x'.repeat(501), level: 'beginner', weeklyTime: '1-2' },
    ]) {
      expect((await send('POST', '/api/ai/learn', payload)).statusCode).toBe(400);
    }
  });
});

describe('audience', () => {
  it('writes an analysis plan for the platform and says it did not fetch the link', async () => {
    const { text } = await streamed('/api/ai/audience', {
      platform: 'tiktok',
      target: '@inkandpixels',
      analysisType: 'engagement',
    });
    expect(text).toContain('Engagement Analysis Plan for TikTok');
    expect(text).toContain('Storyloom does not fetch links or profiles');
    expect(text).toContain('@inkandpixels');
  });

  it('accepts a link or a handle and refuses anything else', async () => {
    const ok = { platform: 'youtube', analysisType: 'trends' };
    expect((await send('POST', '/api/ai/audience', { ...ok, target: 'https://youtube.com/@me' })).statusCode).toBe(200);
    for (const target of ['', 'not a link', 'javascript:alert(1)', 'x'.repeat(301)]) {
      expect((await send('POST', '/api/ai/audience', { ...ok, target })).statusCode, target.slice(0, 20)).toBe(400);
    }
    expect((await send('POST', '/api/ai/audience', { ...ok, target: '@me', platform: 'myspace' })).statusCode).toBe(
      400,
    );
  });
});

describe('video', () => {
  it('records the request and answers with the preview clip (defaults cinematic, 15 s)', async () => {
    const res = await send('POST', '/api/ai/video', { prompt: 'a paper boat in the rain' });
    expect(res.statusCode).toBe(200);
    const result = json<VideoResult>(res);
    expect(result.videoUrl).toBe('/media/sample-lesson.mp4');
    expect(result.generation).toMatchObject({
      tool: 'video',
      engine: 'preview',
      inputs: { prompt: 'a paper boat in the rain', style: 'cinematic', duration: 15 },
    });
    const edit = await send('PATCH', `/api/ai/generations/${result.generation.id}`, { output: 'x' });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses a blank prompt and a duration off the list', async () => {
    expect((await send('POST', '/api/ai/video', { prompt: '' })).statusCode).toBe(400);
    expect((await send('POST', '/api/ai/video', { prompt: 'x', duration: 20 })).statusCode).toBe(400);
    expect((await send('POST', '/api/ai/video', { prompt: 'x', style: 'noir' })).statusCode).toBe(400);
  });
});

describe('sound beta', () => {
  it('records the application once per user, however often it is sent', async () => {
    const url = '/api/ai/sound/beta';
    expect(json(await send('GET', url))).toEqual({ applied: false });
    expect(json(await send('POST', url, {}))).toEqual({ applied: true });
    expect(json(await send('POST', url, {}))).toEqual({ applied: true });
    expect(json(await send('GET', url))).toEqual({ applied: true });
    expect(json(await send('GET', url, undefined, otherCookie))).toEqual({ applied: false });
    const rows = await t.app.ctx.db.selectFrom('ai_beta_interest').select('user_id').execute();
    expect(rows).toHaveLength(1);
    expect((await send('POST', url, {}, '')).statusCode).toBe(401);
    expect((await send('POST', url, { feature: 'video' })).statusCode).toBe(400);
  });
});
