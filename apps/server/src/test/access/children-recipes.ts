import { json } from '../app.js';
import { ageScreenCookie, uniqueUsername } from '../children.js';
import type { Recipes } from './recipe.js';

/** The parent-path sign-up, the username sign-in and the child's view of its parental link (issue 15). */
export const CHILDREN_REQUESTS: Recipes = {
  'GET /api/me/parent-link': {},
  'POST /api/children/sign-up': {
    // A new browser that answered the age screen for the parent path; the actor's session rides along.
    cookie: ({ t }) => ageScreenCookie(t, 12),
    body: () => ({ username: uniqueUsername('matrix'), password: 'matrix-pass-1', parentEmail: 'parent@example.com' }),
    signsInAnother: true,
  },
  'POST /api/children/sign-in': {
    body: async ({ t, f, actor }) => {
      const who = actor ?? f.bystander;
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } });
      return { username: json<{ profile: { username: string } }>(me).profile.username, password: who.password };
    },
  },
};
