import type { TestApp } from '../app.js';
import type { Recipes } from './recipe.js';

/** A failed mail in the queue, as the worker leaves one that could not be delivered. */
async function failedMail(t: TestApp): Promise<string> {
  const row = await t.app.ctx.db
    .insertInto('mail_queue')
    .values({
      to_address: 'matrix-undeliverable@example.com',
      subject: 'Matrix mail',
      text_body: 'text',
      html_body: '<p>text</p>',
      status: 'failed',
      attempts: 3,
      last_error: 'ECONNREFUSED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Recipes for the mail queue in the back office (issue 18). */
export const MAIL_REQUESTS: Recipes = {
  'GET /api/admin/mail': { url: () => '/api/admin/mail?status=failed&page=1' },
  'POST /api/admin/mail/:id/retry': {
    url: async ({ t }) => `/api/admin/mail/${await failedMail(t)}/retry`,
    ok: 204,
  },
  'DELETE /api/admin/mail/:id': {
    url: async ({ t }) => `/api/admin/mail/${await failedMail(t)}`,
    ok: 204,
  },
};
