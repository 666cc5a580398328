import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { errorText } from '@storyloom/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createAuth } from './auth/auth.js';
import { authRoutes } from './auth/routes.js';
import { SESSION_CACHE_TTL_MS, SessionCache } from './auth/session-cache.js';
import type { Config } from './config.js';
import type { AppContext, RouteInfo } from './context.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { loadAuthSecret } from './db/secret.js';
import { seedDemoContent } from './db/seed/index.js';
import { createLogger } from './logging/logger.js';
import { registerRequestContext } from './logging/request-context.js';
import { requestLogger } from './logging/request-logger.js';
import { type Mailer, neverToChildAccounts, outboxMailer, smtpMailer } from './mail/mailer.js';
import { createMailQueue } from './mail/queue.js';
import { countedMailer, registerMailQueueGauge } from './mail/queue-metrics.js';
import type { MailQueueTiming } from './mail/queue-timing.js';
import { instrumentApp } from './metrics/instrument.js';
import { createMetrics } from './metrics/registry.js';
import { metricsRoutes } from './metrics/routes.js';
import { achievementsRoutes } from './modules/achievements/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { applyAdminEmails } from './modules/admin/service.js';
import { ageScreenRoutes } from './modules/age-screen/routes.js';
import { aiRoutes } from './modules/ai/routes.js';
import { registerApiDocs } from './modules/api-docs/plugin.js';
import { blocksRoutes } from './modules/blocks/routes.js';
import { certificatesRoutes } from './modules/certificates/routes.js';
import { childrenRoutes } from './modules/children/routes.js';
import { createLiveHub } from './modules/community/hub.js';
import { communityRoutes } from './modules/community/routes.js';
import { connectionRoutes } from './modules/connection/routes.js';
import { contactMessagesRoutes } from './modules/contact-messages/routes.js';
import { coursesRoutes } from './modules/courses/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { filterTermsRoutes } from './modules/filter-terms/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { meRoutes } from './modules/me/routes.js';
import { startSafetyDigestJob } from './modules/moderation/digest.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { parentsRoutes } from './modules/parents/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { profileRoutes } from './modules/profiles/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { startRetentionJob } from './modules/retention/job.js';
import { sessionRoutes } from './modules/session/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { studioRoutes } from './modules/studio/routes.js';
import { registerUploads } from './modules/uploads/plugin.js';
import { waitingListRoutes } from './modules/waiting-list/routes.js';
import { registerErrorHandling, sendError } from './plugins/errors.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';
import { createTextFilter } from './safety/filter.js';
import { createStorage } from './storage/index.js';

export interface BuildOptions {
  /** An open database (tests pass a copy of a migrated template); otherwise one is opened from config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** The mail queue's timings (used with SMTP_URL); tests shorten them. */
  mailQueue?: Partial<MailQueueTiming>;
  logger?: Logger;
  /** Start the retention job (default). Integration tests run it by hand instead. */
  retentionJob?: boolean;
}

export { createLogger } from './logging/logger.js';

/** Fastify's form of TRUST_PROXY: a hop count trusts that many proxies nearest to us. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole app: migrations, admin roles, demo seed, auth, routes. Tests build it the same way. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const log = options.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  const database =
    options.database ??
    (await connectDatabase(config, (err) => log.warn({ err }, 'PostgreSQL closed an idle connection')));
  const { db } = database;

  await migrateToLatest(db);
  const promoted = await applyAdminEmails(db, config.adminEmails);
  if (promoted) log.info({ promoted }, 'ADMIN_EMAILS applied');
  if (config.seedDemo) await seedDemoContent(db, log);

  const delivery =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom, log)
      : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log));
  // With SMTP_URL every mail waits in the database queue until delivered (issue 18, decision 1820).
  const mailQueue = config.smtpUrl
    ? createMailQueue({ db, transport: delivery, log, metrics, timing: options.mailQueue })
    : null;
  if (mailQueue) registerMailQueueGauge(metrics, db);
  const mailer = neverToChildAccounts(mailQueue?.mailer ?? countedMailer(delivery, metrics), log);
  const secret = await loadAuthSecret(db, config.authSecret);
  const sessions = new SessionCache(SESSION_CACHE_TTL_MS);
  const auth = createAuth({ config, db, mailer, log, secret, sessions });

  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Router-level failures (over-long params, malformed URLs) answer in our error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return sendError(reply, status, status === 414 ? 'uri_too_long' : 'bad_url', errorText['request.badUrl']);
    },
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLogger,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const storage = createStorage(config);
  const live = await createLiveHub({ db, dbKind: database.kind, config, log });
  const filter = createTextFilter();
  const ctx: AppContext = {
    config,
    db,
    dbKind: database.kind,
    auth,
    sessions,
    mailer,
    log,
    secret,
    storage,
    live,
    filter,
    metrics,
  };
  app.decorate('ctx', ctx);
  app.decorate('mailQueue', mailQueue);

  registerRequestContext(app);
  instrumentApp(app, database);
  registerErrorHandling(app);
  await registerSecurity(app);
  await registerRateLimit(app);
  // Before every route: @fastify/swagger describes only routes registered after it.
  await registerApiDocs(app);
  await registerUploads(app, storage);
  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(sessionRoutes);
  await app.register(connectionRoutes);
  await app.register(adminRoutes);
  await app.register(aiRoutes);
  await app.register(waitingListRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(coursesRoutes);
  await app.register(studioRoutes);
  await app.register(dashboardRoutes);
  await app.register(achievementsRoutes);
  await app.register(certificatesRoutes);
  await app.register(profileRoutes);
  await app.register(settingsRoutes);
  await app.register(communityRoutes);
  await app.register(ageScreenRoutes);
  await app.register(childrenRoutes);
  await app.register(parentsRoutes);
  await app.register(privacyRoutes);
  await app.register(filterTermsRoutes);
  await app.register(reportsRoutes);
  await app.register(blocksRoutes);
  await app.register(moderationRoutes);
  await app.register(metricsRoutes);
  await registerSpa(app, config.webDist);

  if (options.retentionJob !== false) {
    const retention = startRetentionJob(ctx);
    // The moderation queue's daily overdue digest to admins (issue 16), off in tests like retention.
    const safetyDigest = startSafetyDigestJob(ctx);
    // Before onClose closes the database: a run in progress finishes first.
    app.addHook('preClose', async () => {
      await retention.stop();
      await safetyDigest.stop();
    });
  }

  // Before onClose closes the database and the transport: the send in flight finishes first.
  app.addHook('preClose', async () => {
    await mailQueue?.stop();
  });
  app.addHook('onClose', async () => {
    mailer.close();
    await live.close();
    await database.close();
  });
  return app;
}
