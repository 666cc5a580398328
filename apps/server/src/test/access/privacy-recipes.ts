import { exportBuildsSettled, latestExport } from '../../modules/privacy/exports.js';
import type { Recipes } from './recipe.js';

/**
 * Data rights (issue 15), in this order: the download comes right after the request and waits for
 * every export the matrix started (so no build finishes while a refused request is being checked),
 * then names the owner's ready export. The deletion is called with a wrong password: a real one
 * would delete the matrix's own actors, and 400 invalid_password shows the caller got past the
 * guard (delete-account.int.test.ts deletes for real).
 */
export const PRIVACY_REQUESTS: Recipes = {
  'GET /api/privacy/exports': {},
  // Starts builds in the background: the next route waits for them before it checks any refusal.
  'POST /api/privacy/exports': { body: () => ({}), ok: 202 },
  'GET /api/privacy/exports/:exportId/download': {
    url: async ({ t, f }) => {
      await exportBuildsSettled(t.app.ctx);
      const ready = await latestExport(t.app.ctx.db, f.actors.user.id);
      if (ready?.status !== 'ready') throw new Error(`the matrix owner's export is ${ready?.status ?? 'missing'}`);
      return `/api/privacy/exports/${ready.id}/download`;
    },
  },
  'POST /api/privacy/delete-account': { body: () => ({ password: 'not-the-password-1' }), ok: 400 },
};
