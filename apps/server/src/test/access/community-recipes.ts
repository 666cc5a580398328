import { DEFAULT_SPACE_ID } from '../../modules/spaces/defaults.js';
import { multipartBody } from '../uploads.js';
import { pngBytes, unique } from './fixtures.js';
import { at, type Recipes } from './recipe.js';

const futureEvent = () => ({
  title: 'Matrix event',
  type: 'workshop',
  description: 'Made by the access matrix',
  startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
  location: 'Online',
  maxAttendees: null,
});

/** The community hub: posts, comments, likes, spaces, members, events, notifications. */
export const COMMUNITY_REQUESTS: Recipes = {
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
  'GET /api/posts/:postId/media': {
    url: at('GET /api/posts/:postId/media', (f) => ({ postId: f.ids.privateMediaPost as string })),
  },
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
  'PATCH /api/events/:eventId': { body: () => ({ title: 'Renamed by the matrix' }) },
  'DELETE /api/events/:eventId': {
    // Each caller gets an event of its own to delete: the host's and an admin's both succeed.
    url: async ({ t, f }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: f.actors.user.cookie },
        payload: futureEvent(),
      });
      return `/api/events/${(JSON.parse(res.body) as { id: string }).id}`;
    },
    ok: 204,
  },
};
