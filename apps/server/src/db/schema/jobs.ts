import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded job queue's table (W2-D), owned by modules/jobs: the in-process adapter of the job
 * queue port (single instance). With DATABASE_URL on PostgreSQL, pg-boss keeps its own schema
 * instead. `singleton_key` makes an enqueue idempotent (a job with the same key is not added twice).
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: ['created', 'active', 'completed', 'failed'] }).notNull().default('created'),
    singletonKey: text('singleton_key'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('job_queue_ready_idx').on(t.state, t.runAfter), uniqueIndex('job_queue_name_singleton_uq').on(t.name, t.singletonKey)],
);
