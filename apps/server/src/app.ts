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
import { registerAccounts } from './modules/auth/auth.module';
import { registerBilling } from './modules/billing/billing.plugin';
import { errorReportRoutes } from './modules/errors/errors.routes';
import { knowledgeRoutes } from './modules/safety/knowledge.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { productRoutes } from './modules/products/products.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { profileStatusRoutes } from './modules/profile/profile-status.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { createAiProvider } from './providers/ai/create-ai-provider';
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
}

/** Wires the server: every dependency is passed in, nothing is global. */
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
  await registerSecurityHeaders(app, config);
  registerRequestGuards(app, config);
  await app.register(rateLimit, { global: false });
  await registerAccounts(app, { config, database });
  await registerBilling(app, { config, db: database.db });

  healthRoutes(app, { dbKind: database.kind });
  await app.register(errorReportRoutes, { db: database.db });
  await app.register(knowledgeRoutes);
  await app.register(safetyRoutes, { db: database.db });
  await app.register(productRoutes, { config: config.products, db: database.db });
  await app.register(profileRoutes, { db: database.db });
  await app.register(profileStatusRoutes, { db: database.db });
  await app.register(chatRoutes, { db: database.db, provider: createAiProvider(config.ai) });
  await registerSpa(app, config.webDistDir, config.appUrl, { devMailbox: !config.mail.smtpUrl && config.nodeEnv !== 'production' });
  return app;
}
