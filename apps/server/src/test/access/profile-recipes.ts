import { EMAIL_TEMPLATE_IDS, NOTIFICATION_CATEGORY_IDS } from '@storyloom/domain';
import { multipartBody } from '../uploads.js';
import { uniqueEmail } from '../users.js';
import { pngBytes, unique } from './fixtures.js';
import { at, type Recipes } from './recipe.js';

/** Profile and every settings tab. */
export const PROFILE_REQUESTS: Recipes = {
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
};
