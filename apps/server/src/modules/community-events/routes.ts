import {
  calendarQuerySchema,
  createEventSchema,
  eventDetailSchema,
  eventParamsSchema,
  eventSummarySchema,
  eventsListQuerySchema,
  pageOf,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../posts/routes.js';
import { type CommunityDeps, publishSafely } from '../realtime/deps.js';
import { eventIcs } from './ics.js';
import { createEvent, eventsBetween, getEventDetail, listEvents } from './service.js';

/** The events screens' API beside the events module's own (upcoming, registration). */
export const communityEventsRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/events',
    { schema: { querystring: eventsListQuerySchema, response: { 200: pageOf(eventSummarySchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listEvents(db, user.id, request.query);
    },
  );

  app.get(
    '/api/events/calendar',
    {
      schema: { querystring: calendarQuerySchema, response: { 200: z.object({ items: z.array(eventSummarySchema) }) } },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return eventsBetween(db, user.id, request.query.from, request.query.to);
    },
  );

  app.post(
    '/api/events',
    { config: WRITE_LIMIT, schema: { body: createEventSchema, response: { 201: eventDetailSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const event = await createEvent(db, user.id, request.body);
      await publishSafely(
        deps,
        request.log,
        { to: user.id, event: { type: 'points_changed' } },
        { to: null, event: { type: 'event_changed', eventId: event.id } },
      );
      return reply.status(201).send(event);
    },
  );

  app.get(
    '/api/events/:eventId',
    { schema: { params: eventParamsSchema, response: { 200: eventDetailSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return getEventDetail(db, user.id, request.params.eventId);
    },
  );

  app.get('/api/events/:eventId/calendar.ics', { schema: { params: eventParamsSchema } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    const event = await getEventDetail(db, user.id, request.params.eventId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(eventIcs(event, app.ctx.config.appUrl));
  });
};
