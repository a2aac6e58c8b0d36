/**
 * Background work for every module (ADR 0017): buildApp builds one queue from the configuration
 * and hands it to the modules that send or work jobs. Modules import this file only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createEmbeddedQueue } from './embedded-queue';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

export type { Job, JobHandler, JobQueue, SendOptions } from './job-queue';
export { createEmbeddedQueue, createPgBossQueue };

/**
 * pg-boss when DATABASE_URL points to PostgreSQL (several instances may share it) unless
 * JOB_QUEUE=embedded; otherwise the embedded queue on the app's database (PGlite).
 */
export function createJobQueue(config: Pick<AppConfig, 'databaseUrl' | 'jobQueue'>, db: Database, log?: FastifyBaseLogger): JobQueue {
  if (config.databaseUrl && config.jobQueue !== 'embedded') return createPgBossQueue({ connectionString: config.databaseUrl, log });
  return createEmbeddedQueue({ db, log });
}
