import { EMAIL_TEMPLATE_IDS, NOTIFICATION_CATEGORY_IDS } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_SPACE_ID } from '../modules/spaces/defaults.js';
import { multipartBody } from '../modules/uploads/testing.js';
import { type Actor, type Fixtures, pngBytes, unique } from './access-fixtures.js';
import { json, type TestApp } from './app.js';
import { totpCode } from './totp.js';
import { uniqueEmail, verificationLink } from './users.js';

export interface CallContext {
  t: TestApp;
  f: Fixtures;
  /** null for a guest. */
  actor: Actor | null;
}

/** How to make a request to one route that is valid in every way but who sends it. */
export interface Recipe {
  /** The concrete URL; default: the route's path with its params taken from the fixtures (PARAMS). */
  url?: (c: CallContext) => string | Promise<string>;
  body?: (c: CallContext) => unknown | Promise<unknown>;
  multipart?: (c: CallContext) => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** The status an allowed caller gets; default: any 2xx. */
  ok?: number;
  /** What a signed-in caller gets from a route that only makes sense before signing in. */
  signedIn?: number;
  /** The route ends the caller's session: the cookie it was sent with must be refused afterwards. */
  endsSession?: true;
  /** Keeps something from an allowed caller's answer for a later step (two-factor enrolment). */
  remember?: (res: LightMyRequestResponse, actor: Actor) => void;
  /** A server-sent event stream: probed over a socket, not injected. */
  stream?: true;
}

/** Which fixture a route param names, unless the recipe says otherwise. */
export const PARAMS: Record<string, (f: Fixtures) => string> = {
  postId: (f) => f.ids.publicPost as string,
  commentId: (f) => f.ids.comment as string,
  spaceId: (f) => f.ids.space as string,
  eventId: (f) => f.ids.event as string,
  courseId: (f) => f.ids.course as string,
  moduleId: () => '1',
  lessonId: (f) => f.ids.lesson as string,
  materialId: (f) => f.ids.material as string,
  memberId: (f) => f.ids.bystander as string,
  username: (f) => f.ids.username as string,
  id: () => {
    throw new Error('":id" is ambiguous: give the recipe a url');
  },
};

/** A route path with its params replaced: the recipe's own values first, then PARAMS. */
export function fill(path: string, f: Fixtures, own: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = own[name] ?? PARAMS[name]?.(f);
    if (value === undefined) throw new Error(`no fixture for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);
/** A recipe whose URL is the route's own path with some params named. */
const at =
  (key: string, own: (f: Fixtures) => Record<string, string>) =>
  ({ f }: CallContext) =>
    fill(pathOf(key), f, own(f));
const pw = ({ actor }: CallContext) => actor?.password ?? 'not-signed-in-1';

async function resetLink(t: TestApp, email: string): Promise<URL> {
  const ask = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
  if (ask.statusCode !== 200) throw new Error(`reset request failed: ${ask.statusCode}`);
  const mail = t.mails.findLast((m) => m.to === email && /reset/i.test(m.subject));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no reset mail');
  return new URL(link);
}

async function resetToken(t: TestApp, email: string): Promise<string> {
  const token = (await resetLink(t, email)).pathname.split('/').pop();
  if (!token) throw new Error('no token in the reset link');
  return token;
}

/** A verification link of a new account, as the mail gives it. */
async function verifyUrl(t: TestApp): Promise<string> {
  const email = uniqueEmail('matrix-unverified');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Unverified', email, password: 'matrix-pass-1' },
  });
  const link = new URL(verificationLink(t.mails, email));
  return `${link.pathname}${link.search}`;
}

const futureEvent = () => ({
  title: 'Matrix event',
  type: 'workshop',
  description: 'Made by the access matrix',
  startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
  location: 'Online',
  maxAttendees: null,
});

/**
 * A valid request for every classified route, in the order the matrix runs them: objects are
 * deleted by the route that deletes them only, and the two-factor steps run in sequence.
 */
export const REQUESTS: Record<string, Recipe> = {
  'GET /api/health': {},
  'GET /api/connection': {},
  'GET /.well-known/jwks.json': {},
  'GET /uploads/*': { url: ({ f }) => f.ids.uploadUrl as string },

  'POST /api/auth/sign-up/email': {
    body: () => ({ name: 'Matrix sign-up', email: uniqueEmail('matrix-signup'), password: 'matrix-pass-1' }),
  },
  'POST /api/auth/sign-in/email': {
    body: ({ f, actor }) => ({ email: (actor ?? f.bystander).email, password: (actor ?? f.bystander).password }),
  },
  'GET /api/auth/verify-email': { url: ({ t }) => verifyUrl(t), ok: 302 },
  // Signed-in users are verified already (sign-in requires it): they get 400 email_already_verified.
  'POST /api/auth/send-verification-email': {
    body: ({ actor }) => ({ email: actor?.email ?? uniqueEmail('matrix-resend') }),
    signedIn: 400,
  },
  'POST /api/auth/request-password-reset': {
    body: ({ f }) => ({ email: f.bystander.email, redirectTo: '/reset-password' }),
  },
  'GET /api/auth/reset-password/:token': {
    url: async ({ t, f }) => {
      const link = await resetLink(t, f.ids.resetterEmail as string);
      return `${link.pathname}${link.search}`;
    },
    ok: 302,
  },
  'POST /api/auth/reset-password': {
    body: async ({ t, f }) => ({
      token: await resetToken(t, f.ids.resetterEmail as string),
      newPassword: 'matrix-pass-1',
    }),
  },
  'GET /api/auth/get-session': {},
  'GET /api/auth/token': {},
  'POST /api/auth/sign-out': { body: () => ({}), endsSession: true },
  'POST /api/auth/change-password': {
    body: (c) => ({ currentPassword: pw(c), newPassword: pw(c), revokeOtherSessions: true }),
    endsSession: true,
  },
  'POST /api/auth/two-factor/enable': {
    body: (c) => ({ password: pw(c) }),
    remember: (res, actor) => {
      const { totpURI, backupCodes } = json<{ totpURI: string; backupCodes: string[] }>(res);
      actor.totpURI = totpURI;
      actor.backupCodes = backupCodes;
    },
  },
  'POST /api/auth/two-factor/verify-totp': {
    body: ({ actor }) => ({ code: actor?.totpURI ? totpCode(actor.totpURI) : '123456' }),
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    body: (c) => ({ password: pw(c) }),
    remember: (res, actor) => {
      actor.backupCodes = json<{ backupCodes: string[] }>(res).backupCodes;
    },
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    body: ({ actor }) => ({ code: actor?.backupCodes?.[0] ?? 'abcde-fghij' }),
  },
  'DELETE /api/me/factors/:factorId': {
    url: async ({ t, f }) => {
      const owner = f.actors.user;
      const res = await t.app.inject({ method: 'GET', url: '/api/me/security', headers: { cookie: owner.cookie } });
      const factorId = json<{ factors: Array<{ id: string }> }>(res).factors[0]?.id;
      if (!factorId) throw new Error('the owner has no factor to remove');
      return `/api/me/factors/${factorId}`;
    },
    body: (c) => ({ password: pw(c) }),
  },
  'POST /api/auth/two-factor/disable': { body: (c) => ({ password: pw(c) }) },

  'GET /api/session': {},
  'POST /api/session/refresh': { body: () => ({}) },
  'POST /api/session/clear': { body: () => ({}), endsSession: true },
  'GET /api/me': {},
  'GET /api/me/security': {},

  'POST /api/waiting-list': { body: () => ({ name: 'Matrix', email: uniqueEmail('matrix-waiting') }), ok: 201 },
  'POST /api/contact-messages': {
    body: () => ({ name: 'Matrix', email: 'matrix@example.com', message: 'Hello from the matrix' }),
    ok: 201,
  },
  'GET /api/admin/users': {},
  'GET /api/admin/waiting-list': {},
  'GET /api/admin/waiting-list/export': {},
  'GET /api/admin/contact-messages': {},
  'GET /api/admin/contact-messages/export': {},
  'PATCH /api/admin/contact-messages/:id': {
    url: at('PATCH /api/admin/contact-messages/:id', (f) => ({ id: f.ids.contactMessage as string })),
    body: () => ({ status: 'read' }),
  },
  'DELETE /api/admin/contact-messages/:id': {
    url: at('DELETE /api/admin/contact-messages/:id', (f) => ({ id: f.ids.doomedContactMessage as string })),
    ok: 204,
  },

  'POST /api/ai/story': { body: () => ({ prompt: 'A dragon who bakes bread' }) },
  'POST /api/ai/business': { body: () => ({ description: 'A bakery run by teens' }) },
  'POST /api/ai/learn': { body: () => ({ goal: 'Tell better stories', level: 'beginner', weeklyTime: '1-2' }) },
  'POST /api/ai/audience': {
    body: () => ({ platform: 'youtube', target: '@storyloom', analysisType: 'engagement' }),
  },
  'POST /api/ai/video': { body: () => ({ prompt: 'A sunrise over the sea' }) },
  'GET /api/ai/generations': { url: () => '/api/ai/generations?tool=story' },
  'GET /api/ai/generations/:id': {
    url: at('GET /api/ai/generations/:id', (f) => ({ id: f.ids.generation as string })),
  },
  'PATCH /api/ai/generations/:id': {
    url: at('PATCH /api/ai/generations/:id', (f) => ({ id: f.ids.generation as string })),
    body: () => ({ output: 'Edited by its author' }),
  },
  'GET /api/ai/learn/courses': { url: () => '/api/ai/learn/courses?goal=stories&level=beginner' },
  'GET /api/ai/sound/beta': {},
  'POST /api/ai/sound/beta': { body: () => ({}) },

  'GET /api/courses': {},
  'GET /api/courses/enrolled': {},
  'POST /api/courses/:courseId/enrollment': { body: () => ({}) },
  'GET /api/courses/:courseId/materials': {},
  'GET /api/courses/:courseId/recordings': {},
  'GET /api/courses/:courseId/materials/:materialId/download': {},
  'GET /api/courses/:courseId/modules/:moduleId': {},
  'POST /api/courses/:courseId/modules/:moduleId/lessons/:lessonId/completion': {
    url: at('POST /api/courses/:courseId/modules/:moduleId/lessons/:lessonId/completion', (f) => ({
      courseId: f.ids.lockedCourse as string,
    })),
    body: () => ({}),
  },
  'POST /api/courses/:courseId/modules/:moduleId/completion': {
    url: at('POST /api/courses/:courseId/modules/:moduleId/completion', (f) => ({
      courseId: f.ids.lockedCourse as string,
    })),
    body: () => ({}),
  },
  'GET /api/courses/:courseId/modules/:moduleId/comments': {},
  'POST /api/courses/:courseId/modules/:moduleId/comments': {
    url: at('POST /api/courses/:courseId/modules/:moduleId/comments', (f) => ({
      courseId: f.ids.lockedCourse as string,
    })),
    body: () => ({ body: 'A question about this module' }),
    ok: 201,
  },
  'GET /api/dashboard/stats': {},
  'GET /api/dashboard/activity': {},
  'GET /api/dashboard/recommended': {},
  'GET /api/achievements': {},
  'GET /api/events/upcoming': {},
  'POST /api/events/:eventId/registration': { body: () => ({}), ok: 201 },

  'GET /api/profile': {},
  'PATCH /api/profile': { body: () => ({ bio: 'Edited by the access matrix' }) },
  'POST /api/profile/avatar': {
    multipart: async () => multipartBody({ filename: 'me.png', contentType: 'image/png', bytes: await pngBytes() }),
  },
  'DELETE /api/profile/avatar': {},
  'GET /api/profiles/:username': {},
  'GET /api/profiles/:username/posts': {},
  'GET /api/settings/notifications': {},
  'PUT /api/settings/notifications': {
    body: () => ({ category: NOTIFICATION_CATEGORY_IDS[0], inApp: true, email: false }),
  },
  'GET /api/settings/general': {},
  'PUT /api/settings/general': { body: () => ({ timezone: 'UTC', language: 'en-US' }) },
  'GET /api/settings/email': {},
  'PUT /api/settings/email': { body: () => ({ fromName: 'Matrix', replyTo: '' }) },
  'GET /api/settings/email/templates': {},
  'PUT /api/settings/email/templates/:id': {
    url: at('PUT /api/settings/email/templates/:id', () => ({ id: EMAIL_TEMPLATE_IDS[0] })),
    body: () => ({ subject: 'Hello', body: 'Hello {{name}}, here is your link: {{link}}' }),
  },
  'POST /api/settings/email/templates/:id/test': {
    url: at('POST /api/settings/email/templates/:id/test', () => ({ id: EMAIL_TEMPLATE_IDS[0] })),
    body: () => ({}),
  },
  'DELETE /api/settings/email/templates/:id': {
    url: at('DELETE /api/settings/email/templates/:id', () => ({ id: EMAIL_TEMPLATE_IDS[0] })),
  },
  'GET /api/settings/domains': {},
  'POST /api/settings/domains': { body: () => ({ hostname: `${unique('matrix')}.example.net` }), ok: 201 },
  'DELETE /api/settings/domains/:id': {
    url: at('DELETE /api/settings/domains/:id', (f) => ({ id: f.ids.domain as string })),
  },
  'GET /api/settings/homepage': {},
  'PUT /api/settings/homepage': {
    body: () => ({ siteTitle: 'Matrix', siteDescription: 'A site', layout: 'about_me' }),
  },
  'GET /api/settings/team': {},
  'POST /api/settings/team/invitations': {
    body: () => ({ email: uniqueEmail('matrix-invitee'), role: 'editor' }),
    ok: 201,
  },
  'POST /api/settings/team/invitations/accept': { body: ({ f }) => ({ token: f.ids.invitationToken }) },
  'PATCH /api/settings/team/:id': {
    url: at('PATCH /api/settings/team/:id', (f) => ({ id: f.ids.teamMember as string })),
    body: () => ({ role: 'admin' }),
  },
  'DELETE /api/settings/team/:id': {
    url: at('DELETE /api/settings/team/:id', (f) => ({ id: f.ids.doomedTeamMember as string })),
  },

  'GET /api/community/stream': { stream: true },
  'GET /api/posts': {},
  'GET /api/posts/trending': {},
  'POST /api/posts': { body: () => ({ type: 'post', content: 'Posted by the access matrix' }), ok: 201 },
  'POST /api/posts/media': {
    multipart: async () =>
      multipartBody(
        { filename: 'poster.png', contentType: 'image/png', bytes: await pngBytes() },
        { content: 'A poster from the matrix', visibility: 'public' },
      ),
    ok: 201,
  },
  'GET /api/posts/:postId': { url: at('GET /api/posts/:postId', (f) => ({ postId: f.ids.privatePost as string })) },
  'PATCH /api/posts/:postId': { body: () => ({ content: 'Edited by its author' }) },
  'DELETE /api/posts/:postId': {
    url: at('DELETE /api/posts/:postId', (f) => ({ postId: f.ids.doomedPost as string })),
    ok: 204,
  },
  'PUT /api/posts/:postId/like': {},
  'DELETE /api/posts/:postId/like': {},
  'GET /api/posts/:postId/comments': {
    url: at('GET /api/posts/:postId/comments', (f) => ({ postId: f.ids.privatePost as string })),
  },
  'POST /api/posts/:postId/comments': { body: () => ({ content: 'A comment from the matrix' }), ok: 201 },
  'PATCH /api/comments/:commentId': { body: () => ({ content: 'Edited by its author' }) },
  'DELETE /api/comments/:commentId': {
    url: at('DELETE /api/comments/:commentId', (f) => ({ commentId: f.ids.doomedComment as string })),
    ok: 204,
  },
  'GET /api/spaces': {},
  'POST /api/spaces': { body: () => ({ name: unique('Matrix space') }), ok: 201 },
  'GET /api/spaces/:spaceId': {},
  'PATCH /api/spaces/:spaceId': { body: () => ({ description: 'Edited by its admin' }) },
  'GET /api/spaces/:spaceId/members': {},
  'PUT /api/spaces/:spaceId/membership': {
    url: at('PUT /api/spaces/:spaceId/membership', () => ({ spaceId: DEFAULT_SPACE_ID })),
  },
  'DELETE /api/spaces/:spaceId/membership': {
    url: at('DELETE /api/spaces/:spaceId/membership', () => ({ spaceId: DEFAULT_SPACE_ID })),
  },
  'GET /api/members': {},
  'GET /api/members/active': {},
  'GET /api/community/me': {},
  'PUT /api/members/:memberId/follow': {},
  'DELETE /api/members/:memberId/follow': {},
  'GET /api/leaderboard': {},
  'GET /api/notifications': {},
  'GET /api/notifications/unread-count': {},
  'POST /api/notifications/read': { body: () => ({}) },
  'GET /api/events': {},
  'GET /api/events/calendar': {
    url: () => {
      const from = new Date();
      const to = new Date(from.getTime() + 30 * 86_400_000);
      return `/api/events/calendar?from=${from.toISOString()}&to=${to.toISOString()}`;
    },
  },
  'POST /api/events': { body: futureEvent, ok: 201 },
  'GET /api/events/:eventId': {},
  'GET /api/events/:eventId/calendar.ics': {},
};
