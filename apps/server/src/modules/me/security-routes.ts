import { accountText, removeFactorBodySchema, securityOverviewSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Limiter } from '../../auth/limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from '../../auth/limits.js';
import { requireUser } from '../../plugins/auth.js';
import { removeFactor, securityOverview } from './security-service.js';

/** The login-details data: security overview and removing a second factor. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, config } = app.ctx;
  const limiter = new Limiter(db, config.rateLimitScale);

  app.get('/api/me/security', { schema: { response: { 200: securityOverviewSchema } } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    reply.header('cache-control', 'no-store');
    return securityOverview(db, auth, user.id);
  });

  app.delete(
    '/api/me/factors/:factorId',
    { schema: { params: z.object({ factorId: z.uuid() }), body: removeFactorBodySchema } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const facts = { ip: request.ip, body: {}, sessionKey: sessionKeyOf(request.headers.cookie) };
      await limiter.enforce(reply, rulesForAuthRequest('/two-factor/disable', facts));
      await removeFactor(db, auth, user.id, request.params.factorId, request.body);
      request.log.info(
        { event: 'auth.factor_removed', userId: user.id, method: 'code' in request.body ? 'code' : 'password' },
        accountText.loginDetails.removed,
      );
      return reply.status(204).send();
    },
  );
};
