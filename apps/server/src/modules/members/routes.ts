import {
  ACTIVE_MEMBERS_LIMIT,
  activeMembersSchema,
  followResultSchema,
  memberSchema,
  membersQuerySchema,
  pageOf,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { type CommunityDeps, publishSafely } from '../community/deps.js';
import { mailActivity } from '../notifications/mail.js';
import { notify } from '../notifications/service.js';
import { activeMembers, follow, listMembers, unfollow } from './service.js';

const memberParamsSchema = z.object({ memberId: z.uuid() });

export const membersRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/members',
    { schema: { querystring: membersQuerySchema, response: { 200: pageOf(memberSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listMembers(db, user.id, request.query);
    },
  );

  app.get('/api/members/active', { schema: { response: { 200: activeMembersSchema } } }, async (request) => {
    await requireUser(app, request);
    return activeMembers(db, ACTIVE_MEMBERS_LIMIT);
  });

  app.put(
    '/api/members/:memberId/follow',
    { config: WRITE_LIMIT, schema: { params: memberParamsSchema, response: { 200: followResultSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      const { memberId } = request.params;
      const { created, result } = await follow(db, user.id, memberId);
      if (created && (await notify(db, { userId: memberId, actorId: user.id, kind: 'new_follower' }))) {
        await publishSafely(deps, request.log, { to: memberId, event: { type: 'notification' } });
      }
      if (created)
        await mailActivity(app.ctx, request.log, { kind: 'new_follower', recipientId: memberId, actorId: user.id });
      return result;
    },
  );

  app.delete(
    '/api/members/:memberId/follow',
    { config: WRITE_LIMIT, schema: { params: memberParamsSchema, response: { 200: followResultSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return unfollow(db, user.id, request.params.memberId);
    },
  );
};
