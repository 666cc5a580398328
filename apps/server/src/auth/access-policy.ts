/**
 * Who may call each route the app registers: the authorization policy in one table, checked by
 * access-matrix.int.test.ts against the live route table (a new route fails that test until it is
 * classified here). Keys are `METHOD url` as registered; a wildcard route is classified through
 * the concrete paths our clients call under it (`POST /api/auth/sign-in/email` for `/api/auth/*`).
 * HEAD routes are not listed: each mirrors its GET (the test checks that too).
 *
 * - public: anyone, signed in or not.
 * - user: any signed-in user; a guest gets 401. The data is the caller's own or shared.
 * - admin: admins only; a guest gets 401, a signed-in user (a moderator too) 403.
 * - moderator: moderators and admins (the moderation queue, issue 16); a guest 401, anyone else 403.
 * - instructor: instructors and admins (the course studio, issue 17); a guest 401, anyone else 403.
 *   The service layer then limits an instructor to their own courses (404 for another's).
 * - owner: an object that belongs to one user; a guest gets 401, another user (and an admin: no
 *   admin override on people's own things, unless `adminToo`) gets `otherUser`: 404 where the object is private to
 *   its owner, so its existence does not leak; 403 where others can see it but not change it.
 * - enrolled: course work; a guest gets 401, a signed-in user not enrolled in the course 403.
 *
 * A holding account (a minor waiting for a parent's approval, issue 15) is refused every route but
 * those marked `holding: 'allowed'` with 403 consent_pending: browsing courses and its own account.
 */
export type Access = (
  | { kind: 'public' | 'user' | 'admin' | 'moderator' | 'instructor' | 'enrolled'; why?: string }
  | { kind: 'owner'; otherUser: 403 | 404; why: string; adminToo?: true }
) & { holding?: 'allowed'; muted?: 'allowed' };

const pub = (why?: string): Access => ({ kind: 'public', why });
const user = (why?: string): Access => ({ kind: 'user', why });
const admin = (why?: string): Access => ({ kind: 'admin', why });
const enrolled = (why?: string): Access => ({ kind: 'enrolled', why });
const moderator = (why?: string): Access => ({ kind: 'moderator', why });
const instructor = (why?: string): Access => ({ kind: 'instructor', why });
const ownCourse = instructor('their own courses; an admin’s are all (another instructor’s: 404, studio.int.test.ts)');
const owner = (otherUser: 403 | 404, why: string): Access => ({ kind: 'owner', otherUser, why });
/** A route a holding account may call too: browsing courses, or its own account and data. */
const browse = (access: Access): Access => ({ ...access, holding: 'allowed' });
/** A write a member whose writing is muted may still make: their own account, safety, privacy (issue 16). */
const whileMuted = (access: Access): Access => ({ ...access, muted: 'allowed' });
/** Owned, and admins may act on it too (moderation). */
const ownerOrAdmin = (why: string): Access => ({ kind: 'owner', otherUser: 403, why, adminToo: true });

export const ACCESS_MAP: Record<string, Access> = {
  // Platform
  'GET /api/health': pub(),
  'GET /api/ready': pub('readiness for a load balancer: no data'),
  'GET /metrics': pub(
    'no session opens it: 404 unless METRICS_TOKEN is set, then only `Authorization: Bearer` with that token (metrics.int.test.ts)',
  ),
  'GET /api/connection': pub('reports only the caller’s own session'),
  'GET /.well-known/jwks.json': pub('public keys'),
  // The API description and its page describe only what the web bundle already calls (docs/decisions/1840).
  'GET /api/openapi.json': pub('the API description'),
  'GET /api/docs': pub('the API description as a page'),
  'GET /api/docs/static/index.html': pub('redirects to the page'),
  'GET /api/docs/static/swagger-initializer.js': pub('the page’s script'),
  'GET /api/docs/static/swagger-ui.css': pub('the page’s assets (Swagger UI, served from this server)'),
  'GET /api/docs/json': pub('the description the page loads'),
  'GET /api/docs/yaml': pub('the description as YAML'),
  'GET /uploads/*': pub(
    'capability URL: a server-made key with 64 random bits, given only to viewers; a post’s file only while the post is public',
  ),

  // better-auth under /api/auth/*
  'POST /api/auth/sign-up/email': pub(),
  'POST /api/auth/sign-in/email': pub(),
  'GET /api/auth/verify-email': pub('the token in the mail is the credential'),
  'POST /api/auth/send-verification-email': pub(),
  'POST /api/auth/request-password-reset': pub(),
  'GET /api/auth/reset-password/:token': pub('the link in the mail; the token is the credential'),
  'POST /api/auth/reset-password': pub('the token in the mail is the credential'),
  'GET /api/auth/get-session': pub('answers null to a guest'),
  'POST /api/auth/sign-out': pub('ends the caller’s own session, if any'),
  // A holding account keeps its own sign-in (password, two-factor) in order (docs/decisions/1502).
  'GET /api/auth/token': browse(user('a short-lived JWT for the caller')),
  'POST /api/auth/change-password': browse(user()),
  'POST /api/auth/two-factor/enable': browse(user()),
  'POST /api/auth/two-factor/verify-totp': browse(user('or the pending second-factor cookie of a sign-in')),
  'POST /api/auth/two-factor/generate-backup-codes': browse(user()),
  'POST /api/auth/two-factor/verify-backup-code': browse(user('or the pending second-factor cookie of a sign-in')),
  'POST /api/auth/two-factor/disable': browse(user()),

  // Session and account
  'GET /api/session': browse(user()),
  'POST /api/session/refresh': whileMuted(browse(user())),
  'POST /api/session/clear': pub('clears the caller’s own auth state'),
  'GET /api/me': browse(user()),
  'GET /api/me/security': browse(user()),
  'DELETE /api/me/factors/:factorId': whileMuted(browse(owner(404, 'a user’s authenticator'))),
  'GET /api/me/sessions': browse(user('the caller’s own sessions')),
  'DELETE /api/me/sessions/:id': whileMuted(browse(owner(404, 'a session belongs to one user'))),
  'POST /api/me/sessions/revoke-others': whileMuted(browse(user('ends only the caller’s other sessions'))),
  'GET /api/me/parent-link': browse(user('the caller’s own link; the parent’s address masked')),
  // Data rights (issue 15): a holding account may take its data out or delete itself too.
  'GET /api/privacy/exports': browse(user('the caller’s own latest export')),
  'POST /api/privacy/exports': whileMuted(browse(user('builds the caller’s own data'))),
  'GET /api/privacy/exports/:exportId/download': browse(owner(404, 'an export is private to its member')),
  'POST /api/privacy/delete-account': whileMuted(
    browse(user('deletes the caller’s own account, after their password')),
  ),
  'POST /api/children/sign-up': pub('only after this browser’s age-screen answer leads to the parent path'),
  'POST /api/children/sign-in': pub('the username and password are the credential'),
  // The parent of a child account, by the signed link from a parent mail (no parent account).
  'GET /api/parents/consent': pub('the signed link is the credential'),
  'POST /api/parents/consent': pub('the signed link is the credential'),
  'GET /api/parents/child': pub('the signed link is the credential'),
  'GET /api/parents/child/export': pub('the signed link is the credential'),
  'POST /api/parents/child/approve': pub('the signed link is the credential'),
  'POST /api/parents/child/revoke': pub('the signed link is the credential'),
  'POST /api/parents/child/delete': pub('the signed link is the credential'),
  'POST /api/parents/child/password': pub('the signed link is the credential'),

  // Public forms and the admin back office
  'POST /api/age-screen': pub('stores the answer under a random id in this browser’s cookie'),
  'GET /api/age-screen': pub('the answer of the caller’s own browser cookie only'),
  'POST /api/waiting-list': pub(),
  'POST /api/contact-messages': pub(),
  'GET /api/admin/users': admin(),
  'GET /api/admin/waiting-list': admin(),
  'GET /api/admin/waiting-list/export': admin(),
  'GET /api/admin/contact-messages': admin(),
  'GET /api/admin/contact-messages/export': admin(),
  'PATCH /api/admin/contact-messages/:id': admin(),
  'DELETE /api/admin/contact-messages/:id': admin(),

  // AI tools
  'GET /api/ai/engine': user('the caller’s own engine: offline when a parent has not approved AI sharing'),
  'POST /api/ai/story': whileMuted(user()),
  'POST /api/ai/business': whileMuted(user()),
  'POST /api/ai/learn': whileMuted(user()),
  'POST /api/ai/audience': whileMuted(user()),
  'POST /api/ai/video': whileMuted(user()),
  'GET /api/ai/generations': user('lists the caller’s own'),
  'GET /api/ai/generations/:id': owner(404, 'a generation is private to its author'),
  'PATCH /api/ai/generations/:id': whileMuted(owner(404, 'a generation is private to its author')),
  'GET /api/ai/learn/courses': user(),
  'GET /api/ai/sound/beta': user(),
  'POST /api/ai/sound/beta': whileMuted(user()),

  // Courses, progress, dashboard
  'GET /api/courses': browse(user()),
  'GET /api/courses/enrolled': browse(user()),
  'POST /api/courses/:courseId/enrollment': whileMuted(user()),
  'GET /api/courses/:courseId/materials': browse(user()),
  'GET /api/courses/:courseId/recordings': browse(user()),
  'GET /api/courses/:courseId/materials/:materialId/download': browse(user()),
  'GET /api/courses/:courseId/modules/:moduleId': browse(user('content for all; progress is the caller’s own')),
  'POST /api/courses/:courseId/modules/:moduleId/lessons/:lessonId/completion': whileMuted(enrolled()),
  'POST /api/courses/:courseId/modules/:moduleId/completion': whileMuted(enrolled()),
  'GET /api/courses/:courseId/modules/:moduleId/comments': user(),
  // The course studio (issue 17)
  'GET /api/studio/courses': instructor('their own courses; an admin sees all'),
  'POST /api/studio/courses': instructor(),
  'GET /api/studio/courses/:studioCourseId': ownCourse,
  'PUT /api/studio/courses/:studioCourseId': ownCourse,
  'DELETE /api/studio/courses/:studioCourseId': ownCourse,
  'PUT /api/studio/courses/:studioCourseId/status': ownCourse,
  'POST /api/studio/courses/:studioCourseId/modules': ownCourse,
  'PUT /api/studio/courses/:studioCourseId/module-order': ownCourse,
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId': ownCourse,
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId': ownCourse,
  'POST /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons': ownCourse,
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId/lesson-order': ownCourse,
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId': ownCourse,
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId': ownCourse,
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId/quiz': ownCourse,
  'GET /api/studio/courses/:studioCourseId/export': ownCourse,
  'POST /api/studio/courses/import': instructor('the archive becomes a new draft of the caller’s'),
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId/quiz': ownCourse,
  'GET /api/studio/courses/:studioCourseId/analytics': ownCourse,
  // The studio's uploads (multipart; studio-media.int.test.ts)
  'POST /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId/video': ownCourse,
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId/video': ownCourse,
  'POST /api/studio/courses/:studioCourseId/cover': ownCourse,
  'DELETE /api/studio/courses/:studioCourseId/cover': ownCourse,
  'POST /api/studio/courses/:studioCourseId/materials': ownCourse,
  'DELETE /api/studio/courses/:studioCourseId/materials/:studioMaterialId': ownCourse,
  'POST /api/courses/:courseId/modules/:moduleId/comments': enrolled(),
  'POST /api/courses/:courseId/modules/:moduleId/quiz/attempts': whileMuted(
    enrolled('graded against a key that never leaves the server'),
  ),
  'GET /api/dashboard/stats': browse(user()),
  'GET /api/dashboard/activity': browse(user()),
  'GET /api/dashboard/recommended': browse(user()),
  'GET /api/achievements': browse(user()),
  // Certificates (issue 17): the public check shows name, course and date only (a minor's first
  // name and initial); the PDF carries the full name, so it is its learner's alone (docs/decisions/1710).
  'GET /api/certificates': browse(user('the caller’s own certificates')),
  'GET /api/certificates/:certificateId': pub('name (a minor’s first name and initial), course and date'),
  'GET /api/certificates/:certificateId/pdf': browse(owner(404, 'the PDF has the learner’s full name: theirs alone')),
  'GET /api/events/upcoming': user(),
  'POST /api/events/:eventId/registration': whileMuted(user()),

  // Profile and settings: each acts on the caller's own row
  'GET /api/profile': browse(user()),
  'PATCH /api/profile': user(),
  'POST /api/profile/avatar': user(),
  'DELETE /api/profile/avatar': whileMuted(user()),
  'GET /api/profiles/:username': user('a member’s public profile'),
  'GET /api/profiles/:username/posts': user('public posts only'),
  'GET /api/settings/notifications': browse(user()),
  'PUT /api/settings/notifications': whileMuted(user()),
  'GET /api/settings/general': browse(user()),
  'PUT /api/settings/general': whileMuted(browse(user())),
  'GET /api/settings/email': user(),
  'PUT /api/settings/email': whileMuted(user()),
  'GET /api/settings/email/templates': user(),
  'PUT /api/settings/email/templates/:id': user('the id names a template kind, stored per user'),
  'DELETE /api/settings/email/templates/:id': whileMuted(user('the id names a template kind, stored per user')),
  'POST /api/settings/email/templates/:id/test': user('mails the caller only'),
  'GET /api/settings/domains': user(),
  'POST /api/settings/domains': user(),
  'DELETE /api/settings/domains/:id': whileMuted(owner(404, 'a custom domain belongs to one user')),
  'GET /api/settings/homepage': user(),
  'PUT /api/settings/homepage': user(),
  'GET /api/settings/team': user(),
  'POST /api/settings/team/invitations': user(),
  'POST /api/settings/team/invitations/accept': owner(403, 'only the invited address may accept'),
  'PATCH /api/settings/team/:id': owner(404, 'a team row belongs to the team’s owner'),
  'DELETE /api/settings/team/:id': whileMuted(owner(404, 'a team row belongs to the team’s owner')),

  // Community
  'GET /api/community/stream': user('the caller’s own live events'),
  'GET /api/posts': user('public posts and the caller’s own private ones'),
  'GET /api/posts/trending': user(),
  'POST /api/posts': user(),
  'POST /api/posts/media': user(),
  'GET /api/posts/:postId': owner(404, 'a private post exists for its author only'),
  'GET /api/posts/:postId/media': owner(404, 'a private post’s file is served to its author only (decision 1331)'),
  'PATCH /api/posts/:postId': owner(403, 'others can see a public post but not edit it'),
  'DELETE /api/posts/:postId': whileMuted(owner(403, 'others can see a public post but not delete it')),
  'PUT /api/posts/:postId/like': user('any post the caller can see'),
  'DELETE /api/posts/:postId/like': whileMuted(user('the caller’s own like')),
  'GET /api/posts/:postId/comments': owner(404, 'the comments of a private post are its author’s'),
  'POST /api/posts/:postId/comments': user('any post the caller can see'),
  'PATCH /api/comments/:commentId': owner(403, 'others can see a comment but not edit it'),
  'DELETE /api/comments/:commentId': whileMuted(owner(403, 'others can see a comment but not delete it')),
  'GET /api/spaces': user(),
  'POST /api/spaces': user(),
  'GET /api/spaces/:spaceId': user(),
  'PATCH /api/spaces/:spaceId': owner(403, 'space settings belong to the space’s admins'),
  'GET /api/spaces/:spaceId/members': user(),
  'PUT /api/spaces/:spaceId/membership': user('the caller’s own membership'),
  'DELETE /api/spaces/:spaceId/membership': whileMuted(user('the caller’s own membership')),
  'GET /api/members': user(),
  'GET /api/members/active': user(),
  'GET /api/community/me': user(),
  'PUT /api/members/:memberId/follow': user('the caller follows'),
  'DELETE /api/members/:memberId/follow': whileMuted(user('the caller unfollows')),
  'GET /api/leaderboard': user(),
  'GET /api/notifications': browse(user('the caller’s own')),
  'GET /api/notifications/unread-count': browse(user()),
  'POST /api/notifications/read': whileMuted(browse(user('only the caller’s own rows are marked'))),
  'GET /api/events': user(),
  'GET /api/events/calendar': user(),
  'POST /api/events': user(),
  'GET /api/events/:eventId': user(),
  'GET /api/events/:eventId/calendar.ics': user(),
  'PATCH /api/events/:eventId': ownerOrAdmin('others can see an event but only its host or an admin changes it'),
  'DELETE /api/events/:eventId': whileMuted(
    ownerOrAdmin('others can see an event but only its host or an admin deletes it'),
  ),

  // Safety tools (issue 16)
  'POST /api/reports': whileMuted(user('any item the caller can see; one open report per member and item')),
  'GET /api/blocks': user('the caller’s own list'),
  'PUT /api/blocks/:memberId': whileMuted(user('the caller blocks')),
  'DELETE /api/blocks/:memberId': whileMuted(user('the caller unblocks')),
  'GET /api/mutes': user('the caller’s own list'),
  'PUT /api/mutes/:memberId': whileMuted(user('the caller mutes')),
  'DELETE /api/mutes/:memberId': whileMuted(user('the caller unmutes')),
  'GET /api/moderation/notices': user('actions taken on the caller’s own items or account'),
  'POST /api/moderation/notices/:actionId/appeal': whileMuted(
    owner(404, 'only the member an action was about may appeal it'),
  ),
  'GET /api/moderation/queue': moderator(),
  'GET /api/moderation/queue/:surface/:itemId': moderator('the item in context, its reports and its author’s history'),
  'POST /api/moderation/actions': whileMuted(moderator()),
  'POST /api/moderation/appeals/:appealId/decision': whileMuted(moderator()),
  'GET /api/admin/audit-log': admin(),
  'PUT /api/admin/users/:userId/role': whileMuted(admin()),
  'GET /api/admin/filter-terms': admin(),
  'POST /api/admin/filter-terms': whileMuted(admin()),
  'DELETE /api/admin/filter-terms/:termId': whileMuted(admin()),
  'GET /api/admin/mail': admin('the mail queue: addresses and delivery errors, never the text'),
  'POST /api/admin/mail/:id/retry': whileMuted(admin()),
  'DELETE /api/admin/mail/:id': whileMuted(admin()),
};

/** `METHOD url` of every write a muted member may still make (plugins/auth.ts refuses the rest). */
export const MUTED_ALLOWED: ReadonlySet<string> = new Set(
  Object.entries(ACCESS_MAP)
    .filter(([, access]) => access.muted === 'allowed')
    .map(([key]) => key),
);

/** `METHOD url` of every route a holding account may call (plugins/auth.ts refuses the rest). */
export const HOLDING_ALLOWED: ReadonlySet<string> = new Set(
  Object.entries(ACCESS_MAP)
    .filter(([, access]) => access.holding === 'allowed')
    .map(([key]) => key),
);
