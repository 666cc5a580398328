import {
  markReadSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import type { CommunityDeps } from '../community/deps.js';
import { addDueReminders, listNotifications, markRead, unreadCount } from './service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/notifications',
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      if (!request.query.cursor) await addDueReminders(db, user.id);
      return listNotifications(db, user.id, request.query);
    },
  );

  app.get('/api/notifications/unread-count', { schema: { response: { 200: unreadCountSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    await addDueReminders(db, user.id);
    return { unread: await unreadCount(db, user.id) };
  });

  app.post(
    '/api/notifications/read',
    { schema: { body: markReadSchema, response: { 200: unreadCountSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      await markRead(db, user.id, request.body.ids);
      return { unread: await unreadCount(db, user.id) };
    },
  );
};
