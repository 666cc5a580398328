import { dataExportSchema, deleteAccountSchema, latestExportSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expireAuthCookies } from '../../auth/cookies.js';
import { Limiter } from '../../auth/limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from '../../auth/limits.js';
import { requireUser } from '../../plugins/auth.js';
import { deleteAccount } from './account-data.js';
import { confirmIdentity } from './confirm-identity.js';
import { exportBuildsSettled, latestExport, openExportDownload, requestExport } from './exports.js';

/** Export requests per member: each builds a whole zip, so a few an hour are plenty. */
const EXPORTS_PER_HOUR = { max: 5, windowSeconds: 3600 };

const fileDate = (d: Date) => d.toISOString().slice(0, 10);

/** Everything under /api/privacy (issue 15): export my data, delete my account. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limiter = new Limiter(ctx.db, ctx.config.rateLimitScale);
  // A build in flight finishes (or fails) before the database closes.
  app.addHook('preClose', async () => exportBuildsSettled(ctx));

  app.get('/api/privacy/exports', { schema: { response: { 200: latestExportSchema } } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    reply.header('cache-control', 'no-store');
    return { export: await latestExport(ctx.db, user.id) };
  });

  app.post(
    '/api/privacy/exports',
    { schema: { body: z.strictObject({}).optional(), response: { 202: z.object({ export: dataExportSchema }) } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      await limiter.enforce(reply, [{ key: `privacy-exports:user:${user.id}`, limit: EXPORTS_PER_HOUR }]);
      const started = await requestExport(ctx, user.id);
      return reply.status(202).send({ export: started });
    },
  );

  app.get(
    '/api/privacy/exports/:exportId/download',
    { schema: { params: z.object({ exportId: z.uuid() }) } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { opened, createdAt } = await openExportDownload(ctx, user.id, request.params.exportId);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="storyloom-data-${fileDate(createdAt)}.zip"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (opened.size) reply.header('content-length', opened.size);
      if (request.method === 'HEAD') {
        opened.body.destroy();
        return reply.send();
      }
      return reply.send(opened.body);
    },
  );

  app.post('/api/privacy/delete-account', { schema: { body: deleteAccountSchema } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    const facts = { ip: request.ip, body: {}, sessionKey: sessionKeyOf(request.headers.cookie) };
    await limiter.enforce(reply, rulesForAuthRequest('/two-factor/disable', facts));
    await confirmIdentity(ctx, user.id, request.body);
    await deleteAccount(ctx, user.id);
    expireAuthCookies(request, reply);
    request.log.info({ event: 'account.deleted_by_member', userId: user.id }, 'account deleted by its member');
    return reply.status(204).send();
  });
};
