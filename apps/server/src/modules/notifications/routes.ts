import {
  markReadSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import type { CommunityDeps } from '../community/deps.js';
import { deliverDueActivityMails } from './mail.js';
import { addDueReminders, listNotifications, markRead, unreadCount } from './service.js';

/** How often waiting activity mail is checked for recipients whose digest period has passed. */
const DIGEST_INTERVAL_MS = 5 * 60_000;

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const digests = setInterval(() => {
    deliverDueActivityMails(app.ctx, app.log).catch((err: unknown) =>
      app.log.error({ err }, 'activity digest run failed'),
    );
  }, DIGEST_INTERVAL_MS);
  digests.unref();
  app.addHook('onClose', async () => clearInterval(digests));

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
