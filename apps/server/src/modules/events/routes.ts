import {
  eventParamsSchema,
  eventSummarySchema,
  pageOf,
  paginationQuerySchema,
  registrationResultSchema,
  UPCOMING_EVENTS_PAGE_SIZE,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { generalSettings } from '../settings/user-settings.js';
import { registrationMail } from './mail.js';
import { listUpcomingEvents, registerForEvent } from './service.js';

const upcomingQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(UPCOMING_EVENTS_PAGE_SIZE),
});

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/events/upcoming',
    { schema: { querystring: upcomingQuerySchema, response: { 200: pageOf(eventSummarySchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listUpcomingEvents(db, user.id, request.query);
    },
  );

  /** RSVP: 201 the first time, 200 with created: false on a repeat; 409 when full or past. */
  app.post(
    '/api/events/:eventId/registration',
    {
      schema: {
        params: eventParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: registrationResultSchema, 201: registrationResultSchema },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { created, attendees, event } = await registerForEvent(db, user.id, request.params.eventId);
      if (created) {
        request.log.info({ event: 'event.registered', userId: user.id, eventId: event.id });
        const { timezone, language } = await generalSettings(db, user.id);
        const mail = registrationMail({ name: user.name, event, appUrl: app.ctx.config.appUrl, timezone, language });
        // The registration stands even if the confirmation mail cannot be sent right now.
        await app.ctx.mailer.send({ to: user.email, ...mail }).catch((err: unknown) => {
          request.log.error({ err, eventId: event.id }, 'event registration mail failed');
        });
      }
      return reply.status(created ? 201 : 200).send({ created, attendees });
    },
  );
};
