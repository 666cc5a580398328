import {
  anyTemplateUpdateSchema,
  EMAIL_TEMPLATE_IDS,
  emailSenderResponseSchema,
  emailSenderSchema,
  emailTemplateSchema,
  generalSettingsSchema,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
  SAMPLE_TEMPLATE_VARS,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { requireUser } from '../../plugins/auth.js';
import { notificationPreferences, saveNotificationPreference } from './notifications.js';
import { listTemplates, renderTemplate, resetTemplate, saveTemplate } from './templates.js';
import { emailSender, generalSettings, saveEmailSender, saveGeneralSettings } from './user-settings.js';
import { workspaceRoutes } from './workspace-routes.js';

const templateParams = z.object({ id: z.enum(EMAIL_TEMPLATE_IDS) });
const templatesResponse = z.object({ items: z.array(emailTemplateSchema) });

/** Settings → Notifications, General and Email; Domains and Team are in workspace-routes. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/settings/notifications',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return { items: await notificationPreferences(db, user.id) };
    },
  );

  app.put(
    '/api/settings/notifications',
    { schema: { body: notificationPreferenceSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return { items: await saveNotificationPreference(db, user.id, request.body) };
    },
  );

  app.get('/api/settings/general', { schema: { response: { 200: generalSettingsSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return generalSettings(db, user.id);
  });

  app.put(
    '/api/settings/general',
    { schema: { body: generalSettingsSchema, response: { 200: generalSettingsSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return saveGeneralSettings(db, user.id, request.body);
    },
  );

  app.get('/api/settings/email', { schema: { response: { 200: emailSenderResponseSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return emailSender(db, user.id);
  });

  app.put(
    '/api/settings/email',
    { schema: { body: emailSenderSchema, response: { 200: emailSenderResponseSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return saveEmailSender(db, user.id, request.body);
    },
  );

  app.get('/api/settings/email/templates', { schema: { response: { 200: templatesResponse } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return { items: await listTemplates(db, user.id) };
  });

  app.put(
    '/api/settings/email/templates/:id',
    { schema: { params: templateParams, body: anyTemplateUpdateSchema, response: { 200: templatesResponse } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return { items: await saveTemplate(db, user.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/settings/email/templates/:id',
    { schema: { params: templateParams, response: { 200: templatesResponse } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return { items: await resetTemplate(db, user.id, request.params.id) };
    },
  );

  // Sends the stored template, filled with sample values, to the user's own address.
  app.post(
    '/api/settings/email/templates/:id/test',
    {
      schema: {
        params: templateParams,
        body: z.strictObject({}).optional(),
        response: { 200: z.object({ sentTo: z.string() }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      const vars = { name: user.name, course: SAMPLE_TEMPLATE_VARS.course ?? '', link: app.ctx.config.appUrl };
      const mail = await renderTemplate(db, user.id, request.params.id, vars, await recipientLocale(db, user.id));
      await app.ctx.mailer.send({ to: user.email, ...mail });
      return { sentTo: user.email };
    },
  );

  await app.register(workspaceRoutes);
};
