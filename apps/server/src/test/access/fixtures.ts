import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { coursesSeeder } from '../../db/seed/courses.js';
import { seedDemoContent } from '../../db/seed/index.js';
import { cookieFrom, json, type TestApp } from '../app.js';
import { signUpChild } from '../children.js';
import { uniqueText } from '../random-text.js';
import { studioCourseInput, studioLessonInput } from '../studio.js';
import { multipartBody } from '../uploads.js';
import { signUpAndIn, uniqueEmail } from '../users.js';

/** `holding`: a child account made through the real sign-up whose parent has not answered yet (issue 15). */
export type ActorName = 'guest' | 'user' | 'other' | 'admin' | 'moderator' | 'holding';

/** A signed-in person of the matrix. `user` owns every fixture object; the others try to reach it. */
export interface Actor {
  name: Exclude<ActorName, 'guest'>;
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** Set by the two-factor steps of the matrix. */
  totpURI?: string;
  backupCodes?: string[];
}

export interface Fixtures {
  actors: Record<Exclude<ActorName, 'guest'>, Actor>;
  /** Someone outside the matrix: follows, invites and team rows point at them. */
  bystander: Actor;
  /** Ids and values of real objects, all owned by `user` unless named otherwise. */
  ids: Record<string, string>;
  /** Text only `user` may ever get back, and text only admins may get back. */
  markers: { ownerOnly: string[]; adminOnly: string[] };
}

const PASSWORD = 'matrix-pass-1';

export function unique(prefix: string) {
  return uniqueText(`${prefix}-`, 8);
}

async function person(t: TestApp, name: Actor['name'], email = uniqueEmail(`matrix-${name}`)): Promise<Actor> {
  const { cookie } = await signUpAndIn(t.app, t.mails, {
    email,
    password: PASSWORD,
    name: `Matrix ${name} ${email.split('@')[0]}`,
  });
  const me = json<{ user: { id: string } }>(await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
  return { name, id: me.user.id, email, password: PASSWORD, cookie };
}

/** A child account waiting for its parent: made through the age screen and the parent-path sign-up. */
async function heldChild(t: TestApp): Promise<Actor> {
  const { id, email, password, cookie } = await signUpChild(t, { password: PASSWORD });
  return { name: 'holding', id, email, password, cookie };
}

/** Signs an actor in again (after a route ended its session) and keeps the new cookie. */
export async function signInAgain(t: TestApp, actor: Actor) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: actor.email, password: actor.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${actor.name} failed: ${res.statusCode} ${res.body}`);
  actor.cookie = cookieFrom(res);
}

function ok(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`fixture ${what}: ${res.statusCode} ${res.body}`);
  return res;
}

export async function pngBytes() {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#8B5CF6' } })
    .png()
    .toBuffer();
}

/** The users and objects every route of the matrix is called on. */
export async function createFixtures(t: TestApp, adminEmail: string): Promise<Fixtures> {
  await seedDemoContent(t.app.ctx.db, pino({ level: 'silent' }), [coursesSeeder]);
  const user = await person(t, 'user');
  const actors = {
    user,
    other: await person(t, 'other'),
    admin: await person(t, 'admin', adminEmail),
    moderator: await person(t, 'moderator'),
    holding: await heldChild(t),
  };
  await t.app.ctx.db.updateTable('user').set({ role: 'moderator' }).where('id', '=', actors.moderator.id).execute();
  await signInAgain(t, actors.moderator);
  // The owner of every object owns a studio course too, so they are an instructor (issue 17).
  await t.app.ctx.db.updateTable('user').set({ role: 'instructor' }).where('id', '=', user.id).execute();
  await signInAgain(t, user);
  const bystander = await person(t, 'user', uniqueEmail('matrix-bystander'));
  // Password resets end every session of the account, so they happen to an account of their own.
  const resetter = await person(t, 'user', uniqueEmail('matrix-resetter'));
  const as = (a: Actor, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: a.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const guest = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  const markers = {
    privatePost: unique('private-post-marker'),
    prompt: unique('generation-prompt-marker'),
    domain: `${unique('owner-domain')}.example.org`,
    invitee: `${unique('invitee')}@example.com`,
    contact: unique('contact-message-marker'),
    waiting: `${unique('waiting-marker')}@example.com`,
  };
  const ids: Record<string, string> = { bystander: bystander.id, resetterEmail: resetter.email };
  const post = async (key: string, payload: object) => {
    ids[key] = json<{ id: string }>(ok(await as(user, 'POST', '/api/posts', payload), key)).id;
  };
  await post('publicPost', { type: 'post', content: 'A public post of the matrix owner' });
  await post('privatePost', { type: 'post', content: markers.privatePost, visibility: 'private' });
  await post('doomedPost', { type: 'post', content: 'A post the owner deletes' });
  const comment = async (key: string) => {
    const res = await as(user, 'POST', `/api/posts/${ids.publicPost}/comments`, { content: `comment ${key}` });
    ids[key] = json<{ id: string }>(ok(res, key)).id;
  };
  await comment('comment');
  await comment('doomedComment');
  const media = multipartBody(
    { filename: 'poster.png', contentType: 'image/png', bytes: await pngBytes() },
    { content: 'A poster', visibility: 'public' },
  );
  const mediaPost = await t.app.inject({
    method: 'POST',
    url: '/api/posts/media',
    payload: media.payload,
    headers: { ...media.headers, cookie: user.cookie },
  });
  ids.uploadUrl = json<{ media: { url: string } }>(ok(mediaPost, 'media post')).media.url;
  const privateMedia = multipartBody(
    { filename: 'diary.png', contentType: 'image/png', bytes: await pngBytes() },
    { content: 'A private poster', visibility: 'private' },
  );
  const privateMediaPost = await t.app.inject({
    method: 'POST',
    url: '/api/posts/media',
    payload: privateMedia.payload,
    headers: { ...privateMedia.headers, cookie: user.cookie },
  });
  ids.privateMediaPost = json<{ id: string }>(ok(privateMediaPost, 'private media post')).id;

  const studio = json<{ id: string; modules: Array<{ id: string; lessons: Array<{ id: string }> }> }>(
    ok(await as(user, 'POST', '/api/studio/courses', studioCourseInput(unique('Matrix draft'))), 'studio course'),
  );
  ids.studioCourse = studio.id;
  const url = `/api/studio/courses/${studio.id}/modules`;
  const withModule = ok(await as(user, 'POST', url, { title: 'Matrix module', description: '' }), 'studio module');
  ids.studioModule = json<{ modules: Array<{ id: string }> }>(withModule).modules[0]?.id ?? '';
  const lessons = `${url}/${ids.studioModule}/lessons`;
  const withLesson = ok(await as(user, 'POST', lessons, studioLessonInput('Matrix lesson')), 'studio lesson');
  ids.studioLesson = json<typeof studio>(withLesson).modules[0]?.lessons[0]?.id ?? '';

  ids.space = json<{ id: string }>(
    ok(await as(user, 'POST', '/api/spaces', { name: unique('Owner space') }), 'space'),
  ).id;
  ids.event = json<{ id: string }>(
    ok(
      await as(user, 'POST', '/api/events', {
        title: 'Matrix workshop',
        type: 'workshop',
        description: 'An event of the matrix owner',
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        location: 'Online',
        maxAttendees: null,
      }),
      'event',
    ),
  ).id;

  const story = ok(await as(user, 'POST', '/api/ai/story', { prompt: markers.prompt }), 'story');
  const done = story.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; generation?: { id: string } })
    .find((e) => e.type === 'done');
  if (!done?.generation) throw new Error(`fixture story: no generation in ${story.body.slice(0, 200)}`);
  ids.generation = done.generation.id;

  for (const key of ['contactMessage', 'doomedContactMessage']) {
    const message = `${markers.contact} ${key}`;
    ok(await guest('/api/contact-messages', { name: 'Matrix guest', email: 'guest@example.com', message }), key);
    const list = json<{ items: Array<{ id: string; message: string }> }>(
      await as(actors.admin, 'GET', '/api/admin/contact-messages?pageSize=100'),
    );
    ids[key] = list.items.find((m) => m.message === message)?.id ?? '';
  }
  ok(await guest('/api/waiting-list', { name: 'Matrix waiting', email: markers.waiting }), 'waiting list');

  ids.domain = json<{ id: string }>(
    ok(await as(user, 'POST', '/api/settings/domains', { hostname: markers.domain }), 'domain'),
  ).id;
  for (const [key, email] of [
    ['teamMember', markers.invitee],
    ['doomedTeamMember', uniqueEmail('matrix-doomed-invitee')],
  ] as const) {
    ok(await as(user, 'POST', '/api/settings/team/invitations', { email, role: 'editor' }), key);
    const team = json<{ items: Array<{ id: string; email: string }> }>(await as(user, 'GET', '/api/settings/team'));
    ids[key] = team.items.find((m) => m.email === email)?.id ?? '';
  }
  ok(await as(bystander, 'POST', '/api/settings/team/invitations', { email: user.email, role: 'editor' }), 'invite');
  const invitation = [...t.mails].reverse().find((m) => m.to === user.email && m.text.includes('invitation='));
  ids.invitationToken = invitation?.text.match(/invitation=([\w-]+)/)?.[1] ?? '';

  const courses = json<{ items: Array<{ slug: string }> }>(await as(user, 'GET', '/api/courses?pageSize=10')).items;
  if (courses.length < 2) throw new Error('fixture courses: the course seed is missing');
  ids.course = courses[0]?.slug ?? '';
  ids.lockedCourse = courses[1]?.slug ?? '';
  ok(await as(user, 'POST', `/api/courses/${ids.lockedCourse}/enrollment`, {}), 'enrollment');
  const view = json<{ module: { lessons: Array<{ id: string }>; materials: Array<{ id: string }> } }>(
    ok(await as(user, 'GET', `/api/courses/${ids.lockedCourse}/modules/1`), 'module'),
  );
  ids.lesson = view.module.lessons[0]?.id ?? '';
  const materials = json<{ items: Array<{ id: string }> }>(
    ok(await as(user, 'GET', `/api/courses/${ids.course}/materials`), 'materials'),
  );
  ids.material = materials.items[0]?.id ?? '';
  ids.username = json<{ profile: { username: string } }>(await as(user, 'GET', '/api/me')).profile.username;

  const missing = Object.entries(ids).filter(([, v]) => !v);
  if (missing.length) throw new Error(`fixtures missing: ${missing.map(([k]) => k).join(', ')}`);
  return {
    actors,
    bystander,
    ids,
    markers: {
      ownerOnly: [markers.privatePost, markers.prompt, markers.domain, markers.invitee],
      adminOnly: [markers.contact, markers.waiting],
    },
  };
}
