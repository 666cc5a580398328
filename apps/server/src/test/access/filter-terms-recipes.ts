import { randomUUID } from 'node:crypto';
import type { Recipes } from './recipe.js';

/** Recipes for the language filter's admin terms (issue 16). */
export const FILTER_TERMS_REQUESTS: Recipes = {
  'GET /api/admin/filter-terms': {},
  'POST /api/admin/filter-terms': {
    // A new term each call: the first answer is 201 (created), a repeat would be 200.
    body: () => ({ term: `matrixterm${randomUUID().slice(0, 8)}`, kind: 'block' }),
  },
  'DELETE /api/admin/filter-terms/:termId': {
    // A fresh term each call, written as the service writes one, so every allowed call deletes one.
    url: async ({ t }) => {
      const row = await t.app.ctx.db
        .insertInto('filter_terms')
        .values({ term: `matrixdelete${randomUUID().slice(0, 8)}`, kind: 'allow' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/api/admin/filter-terms/${row.id}`;
    },
    ok: 204,
  },
};
