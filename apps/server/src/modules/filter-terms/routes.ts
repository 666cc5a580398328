import { filterTermBodySchema, filterTermSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import { addFilterTerm, deleteFilterTerm, listFilterTerms, reloadFilterTerms } from './service.js';

/**
 * How often every instance reloads the admin terms, so a term added on one instance applies on the
 * others too (the instance that took the change applies it at once). docs/decisions/1603.
 */
export const FILTER_TERMS_REFRESH_MS = 30_000;

/** The language filter's admin terms (issue 16): GET, POST and DELETE under /api/admin/filter-terms. */
export const filterTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Loaded before the app serves anything: the filter never runs without the admin's terms.
  await reloadFilterTerms(ctx);
  // One PGlite process has one instance; several instances share PostgreSQL and each reloads.
  if (ctx.dbKind === 'postgres') {
    const timer = setInterval(() => {
      reloadFilterTerms(ctx).catch((err) => ctx.log.warn({ err }, 'filter terms: reload failed'));
    }, FILTER_TERMS_REFRESH_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get('/api/admin/filter-terms', { schema: { response: { 200: z.array(filterTermSchema) } } }, async (request) => {
    await requireAdmin(app, request);
    return listFilterTerms(ctx.db);
  });

  app.post(
    '/api/admin/filter-terms',
    { schema: { body: filterTermBodySchema, response: { 200: filterTermSchema, 201: filterTermSchema } } },
    async (request, reply) => {
      const { user } = await requireAdmin(app, request);
      const { term, created } = await addFilterTerm(ctx, user.id, request.body);
      return reply.status(created ? 201 : 200).send(term);
    },
  );

  app.delete(
    '/api/admin/filter-terms/:termId',
    { schema: { params: z.object({ termId: z.uuid() }), response: { 204: z.null() } } },
    async (request, reply) => {
      await requireAdmin(app, request);
      await deleteFilterTerm(ctx, request.params.termId);
      return reply.status(204).send(null);
    },
  );
};
