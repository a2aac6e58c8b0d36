import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './errors';
import { registerJsonBodyParser } from './json-body';
import { registerSecurityHeaders } from './security';
import { registerRequestGuards } from './request-guards';
import { loggerOptions, RouteLogController, type LogDestination } from './request-logging';
import { serverLimitOptions, serverLimits, type ServerLimits } from './server-limits';
import { healthRoutes } from './modules/health/health.routes';
import { openApiRoutes } from './modules/openapi/openapi.routes';
import { accountRoutes } from './modules/account/account.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { registerAuth } from './modules/auth/auth.module';
import { createSessionEnder } from './modules/auth/sign-out.service';
import { createBilling } from './modules/billing/billing.module';
import { billingRoutes } from './modules/billing/billing.routes';
import { testModeRoutes } from './modules/billing/test-mode.routes';
import { webhookRoutes } from './modules/billing/webhook.routes';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { outboxStore } from './modules/mail/outbox.repo';
import { errorReportRoutes } from './modules/errors/errors.routes';
import { knowledgeRoutes } from './modules/safety/knowledge.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { createCheckAnswerCache, type CheckAnswerCache } from './modules/safety/check-answer-cache';
import { cabinetRoutes } from './modules/cabinet/cabinet.routes';
import { createCabinetService, type CabinetService } from './modules/cabinet/cabinet.service';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createTrackingService } from './modules/tracking/tracking.service';
import { runMedicationAnalysis } from './modules/profile/medication-analysis.service';
import { productRoutes } from './modules/products/products.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { profileStatusRoutes } from './modules/profile/profile-status.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { habitRoutes } from './modules/habits/habits.routes';
import { createHabitsService } from './modules/habits/habits.service';
import { trackingImportRoutes } from './modules/tracking/import.routes';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { createMailProvider } from './providers/mail/create-mail-provider';
import { registerSpa } from './web/spa';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Log lines go here instead of stdout (tests read them). */
  logDestination?: LogDestination;
  /** Sees every route as it is added (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Overrides of the connection limits (tests shorten them). */
  serverLimits?: Partial<ServerLimits>;
  /** Kept answers of POST /api/safety/check (tests pass their own to look inside); one per app by default. */
  checkAnswerCache?: CheckAnswerCache;
}

/**
 * Wires the server: every dependency is passed in, nothing is global. Providers and services
 * are built here and handed to the modules that need them (no service objects hung on the
 * Fastify instance); each module's routes are registered here.
 */
export async function buildApp({ config, database, ...deps }: AppDeps): Promise<FastifyInstance> {
  const limits = { ...serverLimits, ...deps.serverLimits };
  const app = Fastify({
    // Request logs name the route pattern, never the URL (tokens, drug names, barcodes).
    logger: loggerOptions(config, deps.logDestination),
    logController: new RouteLogController(),
    ...serverLimitOptions(limits),
    // Rate limits key on the client IP: trust X-Forwarded-For only from configured proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.server.maxConnections = limits.maxConnections;
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, config);
  registerRequestGuards(app, config);
  await app.register(rateLimit, { global: false });
  const db = database.db;
  const mail = createMailProvider(config, outboxStore(db), app.log);
  app.addHook('onClose', async () => mail.close());
  const auth = await registerAuth(app, { config, db, mail });
  const billing = await createBilling({ config, db, log: app.log });
  const { subscriptions } = billing;
  // The cabinet schedules the profile's background medication analysis after each change.
  const cabinet: CabinetService = createCabinetService({ db, log: app.log, analyse: (userId) => runMedicationAnalysis(db, cabinet, userId, app.log) });
  app.addHook('onClose', async () => cabinet.close());
  const habits = createHabitsService({ db });

  healthRoutes(app, { dbKind: database.kind });
  await app.register(openApiRoutes);
  if (mail.kind === 'outbox') await app.register(mailboxRoutes, { db });
  await app.register(accountRoutes, { db, subscriptions, endSession: createSessionEnder(auth) });
  await app.register(auditRoutes, { db });
  await app.register(billingRoutes, { db, appUrl: config.appUrl, setup: billing.setup, provider: billing.provider });
  await app.register(webhookRoutes, { db, stripe: billing.stripe });
  if (billing.setup.mode === 'test') await app.register(testModeRoutes, { db });
  await app.register(errorReportRoutes, { db });
  await app.register(knowledgeRoutes);
  await app.register(safetyRoutes, { db, cabinet, subscriptions, checkAnswerCache: deps.checkAnswerCache ?? createCheckAnswerCache() });
  await app.register(cabinetRoutes, { cabinet, subscriptions });
  await app.register(productRoutes, { config: config.products, db, cabinet, subscriptions });
  await app.register(profileRoutes, { db, cabinet, subscriptions });
  await app.register(profileStatusRoutes, { db, cabinet, subscriptions });
  await app.register(dashboardRoutes, { db, cabinet, subscriptions });
  await app.register(trackingRoutes, { tracking: createTrackingService({ db }) });
  await app.register(chatRoutes, { db, cabinet, provider: createAiProvider(config.ai), subscriptions });
  await app.register(habitRoutes, { habits });
  await app.register(trackingImportRoutes, { db, seriesSources: [(userId, from, to) => habits.dailySeries(userId, from, to)] });
  await registerSpa(app, config.webDistDir, config.appUrl, { devMailbox: !config.mail.smtpUrl && config.nodeEnv !== 'production' });
  return app;
}
