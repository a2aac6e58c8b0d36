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
import { insightsRoutes } from './modules/insights/insights.routes';
import { createInsightsService, type SeriesSource } from './modules/insights/insights.service';
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
import { mealPlanRoutes } from './modules/meal-plans/meal-plans.routes';
import { createMealPlansService } from './modules/meal-plans/meal-plans.service';
import { nutritionRoutes } from './modules/nutrition/nutrition.routes';
import { createNutritionService } from './modules/nutrition/nutrition.service';
import { createProductLookup } from './providers/products/create-product-lookup';
import { todayRoutes } from './modules/today/today.routes';
import { createTodayService } from './modules/today/today.service';
import { createHabitsService, type HabitsService } from './modules/habits/habits.service';
import { goalRoutes } from './modules/goals/goals.routes';
import { createGoalsService, type GoalsService } from './modules/goals/goals.service';
import { createAchievementsService, type AchievementsService } from './modules/goals/achievements.service';
import { dosesRoutes } from './modules/doses/doses.routes';
import { createDosesService } from './modules/doses/doses.service';
import { doseReminderPort } from './modules/doses/reminders-port';
import { trackingImportRoutes } from './modules/tracking/import.routes';
import { recipeAdminRoutes } from './modules/recipes/recipes.routes';
import { libraryRecipes } from './modules/recipes/recipes.service';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { createMailProvider } from './providers/mail/create-mail-provider';
import { createJobQueue, type JobQueue } from './modules/jobs/jobs.service';
import { createReminderDelivery } from './modules/reminders/reminder-delivery.service';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import { resolveVapidKeys } from './modules/reminders/vapid-keys';
import { createPushSender } from './providers/push/push-sender';
import { registerSpa } from './web/spa';
import { biomarkerRoutes } from './modules/biomarkers/biomarkers.routes';
import { createBiomarkersService } from './modules/biomarkers/biomarkers.service';
import { labPorts, type LabPorts } from './modules/biomarkers/lab-ports';
import { createLazyDocumentReader } from './providers/documents/lazy-reader';
import { createBlobStore } from './providers/storage/create-blob-store';
import type { BlobStore } from './providers/storage/blob-store';

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
  /** The background job queue; by default chosen from the configuration (ADR 0017). */
  jobQueue?: JobQueue;
  /** Where uploaded files are kept; by default chosen from the configuration (disk under DATA_DIR, or S3). */
  blobStore?: BlobStore;
  /** The lab report reader, parser, row normaliser and unit conversion (tests pass their own). */
  labs?: LabPorts;
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
  // One queue per app: started once every module has registered its workers, stopped on close
  // before the mail provider closes
  // (its timers are unref'd, so it never keeps a test or a process alive).
  const jobs = deps.jobQueue ?? createJobQueue(config, db, app.log);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const mail = createMailProvider(config, outboxStore(db), app.log);
  app.addHook('onClose', async () => mail.close());
  const auth = await registerAuth(app, { config, db, mail });
  const billing = await createBilling({ config, db, log: app.log });
  const { subscriptions } = billing;
  // Uploaded files (lab reports and their page images) live in the blob store, never in the database.
  const ownBlobs = deps.blobStore ? null : createBlobStore(config);
  const blobs: BlobStore = deps.blobStore ?? ownBlobs!;
  // Lab reports are read by the document reader (PDF text layer or OCR, loaded on first use) and
  // understood by the labs package (parser, row normaliser, canonical units); tests may pass their own.
  const documentReader = createLazyDocumentReader();
  app.addHook('onClose', async () => documentReader.close());
  const labs: LabPorts = deps.labs ?? labPorts(documentReader);
  // The cabinet (built below) names the medicines that can change a marker; read only when asked.
  const biomarkers = createBiomarkersService({
    db,
    blobs,
    jobs,
    log: app.log,
    labs,
    medicines: { activeNames: (userId) => cabinet.activeNames(userId) },
    // The timeline reads symptoms and the cabinet through their services (built below), only when asked.
    timelineSources: {
      symptomDays: (userId, from, to) => tracking.symptomDays(userId, from, to),
      cabinetEntries: (userId) => cabinet.entryDates(userId),
      cabinetChanges: (userId, from, to) => cabinet.changeLog(userId, from, to),
      timeZone: async (userId) => {
        const settings = await tracking.settings(userId);
        return settings.saved ? settings.timeZone : null;
      },
    },
  });
  await biomarkers.registerJobs();
  // Uploads answered but still being stored finish before the store closes.
  app.addHook('onClose', async () => {
    await biomarkers.drain();
    ownBlobs?.close?.();
  });
  // The cabinet schedules the profile's background medication analysis after each change.
  const cabinet: CabinetService = createCabinetService({ db, log: app.log, analyse: (userId) => runMedicationAnalysis(db, cabinet, userId, app.log) });
  app.addHook('onClose', async () => cabinet.close());
  // Achievements are evaluated after each check-in and reading (failures are logged, never the save's).
  const evaluateAchievements = async (userId: string, today?: string) => {
    await achievements.evaluate(userId, today).catch((err: unknown) => app.log.warn({ err }, 'achievement evaluation failed'));
  };
  const habits: HabitsService = createHabitsService({ db, afterCheckin: evaluateAchievements });
  const goals: GoalsService = createGoalsService({ db, afterChange: evaluateAchievements });
  // Dose adherence feeds the adherence milestones (doses is built below; read only when evaluated).
  const achievements: AchievementsService = createAchievementsService({ db, habits, goals, doses: { adherenceReport: (userId, from, to) => doses.adherenceReport(userId, from, to) } });

  // Reminders fire from the queue: a tick every minute materialises due occurrences, a job per occurrence delivers it.
  const vapid = resolveVapidKeys(config);
  await createReminderDelivery({ db, jobs, push: createPushSender(vapid), mail, subscriptions, appUrl: config.appUrl, log: app.log }).register();

  healthRoutes(app, { dbKind: database.kind });
  await app.register(openApiRoutes);
  if (mail.kind === 'outbox') await app.register(mailboxRoutes, { db });
  await app.register(accountRoutes, { db, subscriptions, endSession: createSessionEnder(auth), files: biomarkers });
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
  const tracking = createTrackingService({ db });
  await app.register(trackingRoutes, { tracking });
  await app.register(reminderRoutes, { db, subscriptions, vapidPublicKey: vapid.publicKey });
  // Dose and refill reminders: the doses module keeps them in step through the reminders service.
  const doses = createDosesService({ db, cabinet, reminders: doseReminderPort(db) });
  await app.register(dosesRoutes, { doses });
  // Every module whose entries feed trends and patterns (each service's dailySeries(userId,
  // from, to)); a new tracking module is one more line here.
  const insightSources: SeriesSource[] = [
    { name: 'tracking', dailySeries: (userId, from, to) => tracking.dailySeries(userId, from, to) },
    { name: 'habits', dailySeries: (userId, from, to) => habits.dailySeries(userId, from, to) },
    { name: 'goals', dailySeries: (userId, from, to) => goals.dailySeries(userId, from, to) },
    { name: 'doses', dailySeries: (userId, from, to) => doses.dailySeries(userId, from, to) },
  ];
  const insights = createInsightsService({ sources: insightSources, timeZoneOf: async (userId) => (await tracking.settings(userId)).timeZone });
  await app.register(insightsRoutes, { insights, subscriptions });
  await app.register(todayRoutes, { today: createTodayService({ tracking, habits, doses }) });
  await app.register(chatRoutes, { db, cabinet, provider: createAiProvider(config.ai), subscriptions });
  await app.register(habitRoutes, { habits });
  await app.register(nutritionRoutes, { nutrition: createNutritionService({ db, lookup: createProductLookup(config.products, app.log) }) });
  await app.register(goalRoutes, { goals, achievements });
  // Meal plans read recipes through a port: the recipes module's library (built-in + admin-imported).
  const mealPlans = createMealPlansService({ db, cabinet, subscriptions, recipes: { recipes: () => libraryRecipes(db) } });
  await app.register(mealPlanRoutes, { mealPlans, subscriptions });
  // The tracking CSV adds the other modules' day values (habit check-ins, measurements, doses) from the same services.
  await app.register(trackingImportRoutes, { db, seriesSources: [habits, goals, doses].map((s) => (userId: string, from: string, to: string) => s.dailySeries(userId, from, to)) });
  await app.register(recipeAdminRoutes, { db });
  await app.register(biomarkerRoutes, { biomarkers, subscriptions });
  await registerSpa(app, config.webDistDir, config.appUrl, { devMailbox: !config.mail.smtpUrl && config.nodeEnv !== 'production' });
  return app;
}
