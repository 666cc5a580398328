import {
  calendarQuerySchema,
  createEventSchema,
  eventDetailSchema,
  eventParamsSchema,
  eventSummarySchema,
  eventsListQuerySchema,
  pageOf,
  paginationQuerySchema,
  registrationResultSchema,
  UPCOMING_EVENTS_PAGE_SIZE,
  uiLocaleOfLanguage,
  updateEventSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { EVENT_PLACE_FIELDS, eventTexts, screenWrite } from '../../safety/screen.js';
import { type CommunityDeps, publishSafely } from '../community/deps.js';
import { generalSettings } from '../settings/user-settings.js';
import { deleteEvent, updateEvent } from './host-actions.js';
import { eventIcs } from './ics.js';
import { refuseLocationFromMinor } from './location.js';
import { registrationMail } from './mail.js';
import { createEvent, eventsBetween, getEventDetail, listEvents, listUpcomingEvents } from './queries.js';
import { registerForEvent } from './registration.js';

const upcomingQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(UPCOMING_EVENTS_PAGE_SIZE),
});

/** Everything under /api/events: the lists, calendar, detail, .ics, creating and RSVPs. */
export const eventsRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
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
    '/api/events/upcoming',
    { schema: { querystring: upcomingQuerySchema, response: { 200: pageOf(eventSummarySchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listUpcomingEvents(db, user.id, request.query);
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
      refuseLocationFromMinor(user, request.body.location);
      const { acknowledgePersonalInfo: ack, ...input } = request.body;
      await screenWrite(app.ctx, user, eventTexts(input), ack, { languageOnly: EVENT_PLACE_FIELDS });
      const event = await createEvent(db, user, input);
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
      return getEventDetail(db, user, request.params.eventId);
    },
  );

  app.patch(
    '/api/events/:eventId',
    {
      config: WRITE_LIMIT,
      schema: { params: eventParamsSchema, body: updateEventSchema, response: { 200: eventDetailSchema } },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      refuseLocationFromMinor(user, request.body.location);
      const { acknowledgePersonalInfo: ack, ...change } = request.body;
      await screenWrite(app.ctx, user, eventTexts(change), ack, { languageOnly: EVENT_PLACE_FIELDS });
      const event = await updateEvent(db, user, request.params.eventId, change);
      request.log.info({ event: 'event.updated', userId: user.id, eventId: event.id });
      await publishSafely(deps, request.log, { to: null, event: { type: 'event_changed', eventId: event.id } });
      return event;
    },
  );

  app.delete(
    '/api/events/:eventId',
    { config: WRITE_LIMIT, schema: { params: eventParamsSchema } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { eventId } = request.params;
      const { hostId } = await deleteEvent(db, user, eventId);
      request.log.info({ event: 'event.deleted', userId: user.id, eventId });
      await publishSafely(
        deps,
        request.log,
        { to: null, event: { type: 'event_changed', eventId } },
        ...(hostId ? [{ to: hostId, event: { type: 'points_changed' as const } }] : []),
      );
      return reply.status(204).send();
    },
  );

  app.get('/api/events/:eventId/calendar.ics', { schema: { params: eventParamsSchema } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    const event = await getEventDetail(db, user, request.params.eventId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(eventIcs(event, app.ctx.config.appUrl));
  });

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
        const mail = registrationMail(
          { name: user.name, event, appUrl: app.ctx.config.appUrl, timezone, language },
          uiLocaleOfLanguage(language),
        );
        // The registration stands even if the confirmation mail cannot be sent right now.
        await app.ctx.mailer.send({ to: user.email, ...mail }).catch((err: unknown) => {
          request.log.error({ err, eventId: event.id }, 'event registration mail failed');
        });
      }
      return reply.status(created ? 201 : 200).send({ created, attendees });
    },
  );
};
