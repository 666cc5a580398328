import {
  blockListQuerySchema,
  blockListSchema,
  blockParamsSchema,
  blockResultSchema,
  muteResultSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { block, listBlocks, listMutes, mute, unblock, unmute } from './service.js';

/** Block and mute (issue 16): Settings → Privacy lists them; a profile or post menu sets them. */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const list = { querystring: blockListQuerySchema, response: { 200: blockListSchema } };
  const write = (result: typeof blockResultSchema | typeof muteResultSchema) => ({
    config: WRITE_LIMIT,
    schema: { params: blockParamsSchema, response: { 200: result } },
  });

  app.get('/api/blocks', { schema: list }, async (request) => {
    const { user } = await requireUser(app, request);
    return listBlocks(db, user.id, request.query);
  });
  app.put('/api/blocks/:memberId', write(blockResultSchema), async (request) => {
    const { user } = await requireUser(app, request);
    return block(db, user.id, request.params.memberId);
  });
  app.delete('/api/blocks/:memberId', write(blockResultSchema), async (request) => {
    const { user } = await requireUser(app, request);
    return unblock(db, user.id, request.params.memberId);
  });

  app.get('/api/mutes', { schema: list }, async (request) => {
    const { user } = await requireUser(app, request);
    return listMutes(db, user.id, request.query);
  });
  app.put('/api/mutes/:memberId', write(muteResultSchema), async (request) => {
    const { user } = await requireUser(app, request);
    return mute(db, user.id, request.params.memberId);
  });
  app.delete('/api/mutes/:memberId', write(muteResultSchema), async (request) => {
    const { user } = await requireUser(app, request);
    return unmute(db, user.id, request.params.memberId);
  });
};
