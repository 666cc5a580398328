import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { coursesSeeder } from '../db/seed/courses.js';
import { seedDemoContent } from '../db/seed/index.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { countRows, listTables } from '../ops/schema.js';
import { kyselyClient } from '../ops/sql-client.js';
import { cookieFrom, json } from './app.js';
import { STORY } from './learning.js';
import { TEMPLATE_DIR } from './paths.js';
import { totpCode } from './totp.js';
import { multipartBody } from './uploads.js';
import { signUpAndIn } from './users.js';

/** An app on an embedded DATA_DIR (whatever TEST_DB says), or on PostgreSQL with DATA_DIR for uploads. */
export async function appOn(dataDir: string, mails: Mail[], databaseUrl?: string): Promise<FastifyInstance> {
  if (!databaseUrl && !fs.existsSync(path.join(dataDir, 'db')) && fs.existsSync(TEMPLATE_DIR)) {
    fs.cpSync(TEMPLATE_DIR, path.join(dataDir, 'db'), { recursive: true });
  }
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
    close() {},
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { mailer, logger: pino({ level: 'silent' }), retentionJob: false });
  await app.ready();
  return app;
}

export interface Seeded {
  email: string;
  password: string;
  postId: string;
  imageUrl: string;
}

/** A member, made through the API, who posts an image, enrolls in a course and finishes a lesson. */
export async function seedThroughApi(app: FastifyInstance, mails: Mail[]): Promise<Seeded> {
  await seedDemoContent(app.ctx.db, pino({ level: 'silent' }), [coursesSeeder]);
  const { cookie, email, password } = await signUpAndIn(app, mails);
  const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody(
    { filename: 'map.png', contentType: 'image/png', bytes },
    { content: 'My story map', visibility: 'public' },
  );
  const post = await app.inject({ method: 'POST', url: '/api/posts/media', payload, headers: { ...headers, cookie } });
  if (post.statusCode !== 201) throw new Error(`post failed: ${post.statusCode} ${post.body}`);
  const { id: postId, media } = json<{ id: string; media: { url: string } }>(post);
  const as = (method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers: { cookie }, ...(method === 'POST' ? { payload: {} } : {}) });
  if ((await as('POST', `/api/courses/${STORY}/enrollment`)).statusCode >= 300) throw new Error('enroll failed');
  const lessons = json<{ module: { lessons: Array<{ id: string }> } }>(
    await as('GET', `/api/courses/${STORY}/modules/1`),
  ).module.lessons;
  const done = await as('POST', `/api/courses/${STORY}/modules/1/lessons/${lessons[0]?.id}/completion`);
  if (done.statusCode !== 200) throw new Error(`progress failed: ${done.statusCode} ${done.body}`);
  // Creating an event gives points through a trigger: a copy with triggers on would give them twice.
  const event = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie },
    payload: {
      title: 'Story swap',
      type: 'workshop',
      description: 'Bring a story',
      startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      location: 'Online',
      maxAttendees: null,
    },
  });
  if (event.statusCode !== 201) throw new Error(`event failed: ${event.statusCode} ${event.body}`);
  return { email, password, postId, imageUrl: media.url };
}

/** What a member sees after signing in: the post, its image bytes and their course progress. */
export async function whatTheySee(app: FastifyInstance, seeded: Seeded) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: seeded.email, password: seeded.password },
  });
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const post = await app.inject({ method: 'GET', url: `/api/posts/${seeded.postId}`, headers: { cookie } });
  const image = await app.inject({ method: 'GET', url: seeded.imageUrl, headers: { cookie } });
  const module = await app.inject({ method: 'GET', url: `/api/courses/${STORY}/modules/1`, headers: { cookie } });
  return {
    signIn: signIn.statusCode,
    post: post.statusCode === 200 ? json<{ content: string }>(post).content : `status ${post.statusCode}`,
    image: image.statusCode === 200 ? image.rawPayload : undefined,
    lessonsDone:
      module.statusCode === 200
        ? json<{ module: { lessons: Array<{ completed: boolean }> } }>(module).module.lessons.map((l) => l.completed)
        : [],
  };
}

/** Every table's row count, by name. */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const client = kyselyClient(app.ctx.db);
  const counts: Record<string, number> = {};
  for (const t of await listTables(client)) counts[t.name] = await countRows(client, t.name);
  return counts;
}

/** A member with an authenticator app enrolled (the secret is stored encrypted with the auth secret). */
export async function memberWithTotp(app: FastifyInstance, mails: Mail[]) {
  const user = await signUpAndIn(app, mails);
  const post = (url: string, payload: object, cookie: string) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const enable = await post('/api/auth/two-factor/enable', { password: user.password }, user.cookie);
  const { totpURI } = json<{ totpURI: string }>(enable);
  const verify = await post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) }, user.cookie);
  if (verify.statusCode !== 200) throw new Error(`TOTP enrolment failed: ${verify.statusCode} ${verify.body}`);
  return { email: user.email, password: user.password, totpURI };
}

/** Password step then a code from the authenticator; the status of the code step. */
export async function signInWithTotp(
  app: FastifyInstance,
  user: { email: string; password: string },
  code: string,
): Promise<number> {
  const first = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: user.password },
  });
  if (!json<{ twoFactorRedirect?: boolean }>(first).twoFactorRedirect) return -1;
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    payload: { code },
    headers: { cookie: cookieFrom(first) },
  });
  return second.statusCode;
}
