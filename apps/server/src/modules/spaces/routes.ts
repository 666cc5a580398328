import {
  createSpaceSchema,
  membershipResultSchema,
  pageOf,
  paginationQuerySchema,
  spaceMemberSchema,
  spaceSchema,
  spacesQuerySchema,
  updateSpaceSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { screenWrite } from '../../safety/screen.js';
import { type CommunityDeps, publishSafely } from '../community/deps.js';
import { listSpaceMembers } from '../members/service.js';
import { createSpace, getSpace, joinSpace, leaveSpace, listSpaces, updateSpace } from './service.js';

const spaceParamsSchema = z.object({ spaceId: z.uuid() });

export const spacesRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const changed = (request: { log: { warn: (o: object, m: string) => void } }, spaceId: string) =>
    publishSafely(deps, request.log, { to: null, event: { type: 'space_changed', spaceId } });

  app.get(
    '/api/spaces',
    { schema: { querystring: spacesQuerySchema, response: { 200: pageOf(spaceSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listSpaces(db, user.id, request.query);
    },
  );

  app.post(
    '/api/spaces',
    { config: WRITE_LIMIT, schema: { body: createSpaceSchema, response: { 201: spaceSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { acknowledgePersonalInfo, ...input } = request.body;
      await screenWrite(app.ctx, user, { name: input.name, description: input.description }, acknowledgePersonalInfo);
      const space = await createSpace(db, user.id, input);
      await changed(request, space.id);
      return reply.status(201).send(space);
    },
  );

  app.get(
    '/api/spaces/:spaceId',
    { schema: { params: spaceParamsSchema, response: { 200: spaceSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return getSpace(db, user.id, request.params.spaceId);
    },
  );

  app.patch(
    '/api/spaces/:spaceId',
    { schema: { params: spaceParamsSchema, body: updateSpaceSchema, response: { 200: spaceSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      const { acknowledgePersonalInfo, ...change } = request.body;
      await screenWrite(app.ctx, user, { name: change.name, description: change.description }, acknowledgePersonalInfo);
      const space = await updateSpace(db, user.id, request.params.spaceId, change);
      await changed(request, space.id);
      return space;
    },
  );

  app.get(
    '/api/spaces/:spaceId/members',
    {
      schema: {
        params: spaceParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(spaceMemberSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listSpaceMembers(db, user.id, request.params.spaceId, request.query);
    },
  );

  for (const [method, join] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/spaces/:spaceId/membership',
      schema: { params: spaceParamsSchema, response: { 200: membershipResultSchema } },
      handler: async (request) => {
        const { user } = await requireUser(app, request);
        const { spaceId } = request.params;
        const result = join ? await joinSpace(db, user.id, spaceId) : await leaveSpace(db, user.id, spaceId);
        await changed(request, spaceId);
        return result;
      },
    });
  }
};
