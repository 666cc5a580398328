import { parentMailSubjects } from '../../modules/parents/parent-mails.js';
import type { TestApp } from '../app.js';
import { type ChildAccount, signUpChild } from '../children.js';
import { mailTo, tokenIn } from '../parents.js';
import type { Recipes } from './recipe.js';

/**
 * The parent routes take no session: the signed link from a parent mail is the credential, so
 * every actor (and a guest) with a genuine link gets through. Links come from the real notice mail.
 */
const shared = new WeakMap<TestApp, Promise<ChildAccount>>();

/** One child for the routes that may be called again and again (views, export, revoke, approve). */
function sharedChild(t: TestApp): Promise<ChildAccount> {
  let child = shared.get(t);
  if (!child) {
    child = signUpChild(t);
    shared.set(t, child);
  }
  return child;
}

const notice = (t: TestApp, child: ChildAccount) => mailTo(t, child.parentEmail, parentMailSubjects.notice);
const consentToken = async (t: TestApp, child: ChildAccount) => tokenIn(t, notice(t, child), '/parents/consent');
const pageToken = async (t: TestApp, child: ChildAccount) => tokenIn(t, notice(t, child), '/parents/child');

export const PARENTS_REQUESTS: Recipes = {
  // The shared child's consent link is never used: the POST below spends a new child's link each call.
  'GET /api/parents/consent': {
    url: async ({ t }) => `/api/parents/consent?token=${await consentToken(t, await sharedChild(t))}`,
  },
  'POST /api/parents/consent': {
    body: async ({ t }) => ({
      token: await consentToken(t, await signUpChild(t)),
      approveUse: true,
      approveAiSharing: false,
    }),
  },
  'GET /api/parents/child': {
    url: async ({ t }) => `/api/parents/child?token=${await pageToken(t, await sharedChild(t))}`,
  },
  'GET /api/parents/child/export': {
    url: async ({ t }) => `/api/parents/child/export?token=${await pageToken(t, await sharedChild(t))}`,
  },
  'POST /api/parents/child/approve': {
    body: async ({ t }) => ({ token: await pageToken(t, await sharedChild(t)), approveAiSharing: false }),
  },
  'POST /api/parents/child/revoke': {
    body: async ({ t }) => ({ token: await pageToken(t, await sharedChild(t)) }),
  },
  // A new child each call: the shared one's sessions and password stay as they were.
  'POST /api/parents/child/password': {
    body: async ({ t }) => ({ token: await pageToken(t, await signUpChild(t)), newPassword: 'lantern-meadow-93' }),
    ok: 204,
  },
  'POST /api/parents/child/delete': {
    body: async ({ t }) => ({ token: await pageToken(t, await signUpChild(t)) }),
    ok: 204,
  },
};
