import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { coursesSeeder } from '../db/seed/courses.js';
import { eventsSeeder } from '../db/seed/events.js';
import { seedDemoContent } from '../db/seed/index.js';
import { createTestApp } from './app.js';

/** Shorthands for the course and dashboard integration tests: requests as a signed-in user. */
export function asUser(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
  };
}

export const STORY = 'storytelling-narrative';
export const CONTENT = 'digital-content-creation';

/**
 * A test app with only this feature's demo content (courses and events), so other features' demo
 * data (registrations, comments …) cannot change the numbers these tests expect.
 */
export async function createLearningTestApp() {
  const t = await createTestApp();
  await seedDemoContent(t.app.ctx.db, pino({ level: 'silent' }), [coursesSeeder, eventsSeeder]);
  return t;
}
