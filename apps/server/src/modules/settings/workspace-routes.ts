import {
  addDomainSchema,
  changeRoleSchema,
  domainSchema,
  homepageSettingsSchema,
  inviteMemberSchema,
  pageOf,
  paginationQuerySchema,
  teamMemberSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Limiter } from '../../auth/limiter.js';
import { requireUser } from '../../plugins/auth.js';
import { addDomain, listDomains, removeDomain } from './domains.js';
import {
  acceptInvitation,
  changeMemberRole,
  INVITATIONS_PER_OWNER,
  inviteMember,
  listTeam,
  removeMember,
} from './team.js';
import { homepageSettings, saveHomepageSettings } from './user-settings.js';

const idParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

/** Settings → Domains (with homepage settings) and Team. */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const limiter = new Limiter(db, app.ctx.config.rateLimitScale);

  app.get(
    '/api/settings/domains',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageOf(domainSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listDomains(db, user.id, request.query);
    },
  );

  app.post(
    '/api/settings/domains',
    { schema: { body: addDomainSchema, response: { 201: domainSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      return reply.status(201).send(await addDomain(db, user.id, request.body.hostname));
    },
  );

  app.delete('/api/settings/domains/:id', { schema: { params: idParams, response: { 200: ok } } }, async (request) => {
    const { user } = await requireUser(app, request);
    await removeDomain(db, user.id, request.params.id);
    return { ok: true as const };
  });

  app.get('/api/settings/homepage', { schema: { response: { 200: homepageSettingsSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return homepageSettings(db, user.id);
  });

  app.put(
    '/api/settings/homepage',
    { schema: { body: homepageSettingsSchema, response: { 200: homepageSettingsSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return saveHomepageSettings(db, user.id, request.body);
    },
  );

  app.get(
    '/api/settings/team',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageOf(teamMemberSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listTeam(db, user.id, request.query);
    },
  );

  app.post(
    '/api/settings/team/invitations',
    {
      schema: { body: inviteMemberSchema, response: { 201: ok } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      await limiter.enforce(reply, [{ key: `team-invitations:owner:${user.id}`, limit: INVITATIONS_PER_OWNER }]);
      await inviteMember(app, user, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/api/settings/team/invitations/accept',
    {
      schema: {
        body: z.strictObject({ token: z.string().min(10).max(100) }),
        response: { 200: z.object({ ownerName: z.string(), role: z.enum(['admin', 'editor']) }) },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return acceptInvitation(db, user, request.body.token);
    },
  );

  app.patch(
    '/api/settings/team/:id',
    { schema: { params: idParams, body: changeRoleSchema, response: { 200: ok } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      await changeMemberRole(db, user.id, request.params.id, request.body.role);
      return { ok: true as const };
    },
  );

  app.delete('/api/settings/team/:id', { schema: { params: idParams, response: { 200: ok } } }, async (request) => {
    const { user } = await requireUser(app, request);
    await removeMember(db, user.id, request.params.id);
    return { ok: true as const };
  });
};
