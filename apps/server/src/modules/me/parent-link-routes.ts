import { type ConsentState, maskEmail, type ParentLink, parentLinkSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { requireUser } from '../../plugins/auth.js';

const NOT_LINKED: ParentLink = {
  linked: false,
  state: 'none',
  parentEmail: null,
  aiSharing: false,
  requestedAt: null,
  decidedAt: null,
};

/** The caller's parental link as the child sees it: the parent's address masked, nothing else of theirs. */
async function parentLinkOf(db: Kysely<Database>, userId: string): Promise<ParentLink> {
  const row = await db
    .selectFrom('parental_links')
    .innerJoin('user', 'user.id', 'parental_links.user_id')
    .select([
      'parental_links.parent_email',
      'parental_links.ai_sharing',
      'parental_links.requested_at',
      'parental_links.decided_at',
      'parental_links.ended_at',
      'user.consentState',
    ])
    .where('parental_links.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return NOT_LINKED;
  // At 18 the link ends: the parent no longer sees anything, so nothing is shown as linked.
  if (row.ended_at) return { ...NOT_LINKED, state: 'ended' };
  return {
    linked: true,
    state: row.consentState as ConsentState,
    parentEmail: maskEmail(row.parent_email),
    aiSharing: row.ai_sharing,
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** GET /api/me/parent-link (issue 15): allowed while the account holds, so the banner can say who was asked. */
export const parentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me/parent-link', { schema: { response: { 200: parentLinkSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return parentLinkOf(app.ctx.db, user.id);
  });
};
