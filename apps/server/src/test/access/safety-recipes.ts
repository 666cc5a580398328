import { randomUUID } from 'node:crypto';
import { json, type TestApp } from '../app.js';
import type { Fixtures } from './fixtures.js';
import { at, type CallContext, type Recipes } from './recipe.js';

/**
 * A fresh public post by the bystander (outside the matrix), so no recipe hides or reports the
 * shared fixture objects the others need.
 */
async function bystanderPost(t: TestApp, f: Fixtures): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: f.bystander.cookie },
    payload: { type: 'post', content: 'A post of the bystander for the safety recipes' },
  });
  if (res.statusCode !== 201) throw new Error(`bystander post: ${res.statusCode} ${res.body}`);
  return json<{ id: string }>(res).id;
}

/** A moderation action about `subjectId`, written as the moderation service writes one. */
async function actionAbout({ t, f }: CallContext, subjectId: string, itemId: string): Promise<string> {
  const row = await t.app.ctx.db
    .insertInto('moderation_actions')
    .values({
      moderator_id: f.actors.moderator.id,
      surface: 'post',
      item_id: itemId,
      subject_id: subjectId,
      action: 'warn',
      rule_id: 'be-kind',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Recipes for reports, the moderation queue and its admin routes (issue 16). */
export const SAFETY_REQUESTS: Recipes = {
  'POST /api/reports': {
    body: async ({ t, f }) => ({ surface: 'post', itemId: await bystanderPost(t, f), reason: 'spam' }),
    ok: 201,
  },
  'GET /api/moderation/queue': {},
  'GET /api/moderation/queue/:surface/:itemId': {
    url: at('GET /api/moderation/queue/:surface/:itemId', (f) => ({
      surface: 'post',
      itemId: f.ids.publicPost as string,
    })),
  },
  'POST /api/moderation/actions': {
    body: async ({ t, f }) => ({
      surface: 'post',
      itemId: await bystanderPost(t, f),
      action: 'hide',
      ruleId: 'no-spam',
      note: 'Hidden by the access matrix',
    }),
    ok: 201,
  },
  'POST /api/moderation/appeals/:appealId/decision': {
    // A fresh appeal by the bystander each call: only an open one can be decided.
    url: async (c) => {
      const actionId = await actionAbout(c, c.f.bystander.id, await bystanderPost(c.t, c.f));
      const appeal = await c.t.app.ctx.db
        .insertInto('moderation_appeals')
        .values({ action_id: actionId, author_id: c.f.bystander.id, text: 'Please look again' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/api/moderation/appeals/${appeal.id}/decision`;
    },
    body: () => ({ decision: 'uphold' }),
  },
  'GET /api/moderation/notices': {},
  'POST /api/moderation/notices/:actionId/appeal': {
    // An action about `user` (the owner of the fixtures), new each call so the one appeal is free.
    url: async (c) =>
      `/api/moderation/notices/${await actionAbout(c, c.f.actors.user.id, c.f.ids.publicPost as string)}/appeal`,
    body: () => ({ text: 'I think this was a mistake' }),
    ok: 201,
  },
  'GET /api/admin/audit-log': {},
  'PUT /api/admin/users/:userId/role': {
    // A throwaway account, never a matrix actor: becoming a moderator would change what they may do.
    url: async ({ t }) => {
      const id = randomUUID();
      await t.app.ctx.db
        .insertInto('user')
        .values({
          id,
          name: 'Role recipe member',
          email: `role-${id}@example.com`,
          emailVerified: true,
          role: 'user',
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .execute();
      return `/api/admin/users/${id}/role`;
    },
    body: () => ({ role: 'moderator' }),
  },
};
