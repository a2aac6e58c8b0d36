import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobQueue } from '../../db/schema/jobs';

export type JobRow = typeof jobQueue.$inferSelect;

// The table has no column for the retry delay: it travels in the data under a reserved key.
const retryDelayKey = '__retryDelaySeconds';

export interface NewJob {
  name: string;
  data: Record<string, unknown>;
  runAfter: Date;
  singletonKey: string | null;
  maxAttempts: number;
  retryDelaySeconds: number;
}

/** Adds a job; with a singletonKey already in the table nothing is added and null is answered. */
export async function insertJob(db: Database, job: NewJob): Promise<string | null> {
  const [row] = await db
    .insert(jobQueue)
    .values({ name: job.name, data: { ...job.data, [retryDelayKey]: job.retryDelaySeconds }, runAfter: job.runAfter, singletonKey: job.singletonKey, maxAttempts: job.maxAttempts, lastError: null })
    .onConflictDoNothing()
    .returning({ id: jobQueue.id });
  return row?.id ?? null;
}


export function splitData(data: Record<string, unknown>): { data: Record<string, unknown>; retryDelaySeconds: number | undefined } {
  const { [retryDelayKey]: delay, ...rest } = data;
  return { data: rest, retryDelaySeconds: typeof delay === 'number' ? delay : undefined };
}

/**
 * Claims the oldest ready job of `name`: one waiting whose time has come, or one left active by a
 * worker that stopped (its lock ran out). `FOR UPDATE SKIP LOCKED` lets two workers on one
 * PostgreSQL database pass each other without taking the same row; PGlite runs one statement at
 * a time, so there it is trivially one.
 */
export async function claimJob(db: Database, name: string, now: Date, lockedUntil: Date): Promise<JobRow | null> {
  const ready = db
    .select({ id: jobQueue.id })
    .from(jobQueue)
    .where(
      and(
        eq(jobQueue.name, name),
        or(and(eq(jobQueue.state, 'created'), lte(jobQueue.runAfter, now)), and(eq(jobQueue.state, 'active'), lt(jobQueue.lockedUntil, now))),
      ),
    )
    .orderBy(asc(jobQueue.runAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobQueue)
    .set({ state: 'active', attempts: sql`${jobQueue.attempts} + 1`, lockedUntil })
    .where(inArray(jobQueue.id, ready))
    .returning();
  return row ?? null;
}

/** Only the claim that is still current may finish a job (a lock that ran out was claimed again). */
const stillClaimed = (id: string, attempts: number) => and(eq(jobQueue.id, id), eq(jobQueue.state, 'active'), eq(jobQueue.attempts, attempts));

export async function completeJob(db: Database, id: string, attempts: number, now: Date): Promise<void> {
  await db.update(jobQueue).set({ state: 'completed', completedAt: now, lockedUntil: null }).where(stillClaimed(id, attempts));
}

export async function retryJob(db: Database, id: string, attempts: number, runAfter: Date, error: string): Promise<void> {
  await db.update(jobQueue).set({ state: 'created', runAfter, lockedUntil: null, lastError: error }).where(stillClaimed(id, attempts));
}

export async function failJob(db: Database, id: string, attempts: number, now: Date, error: string): Promise<void> {
  await db.update(jobQueue).set({ state: 'failed', completedAt: now, lockedUntil: null, lastError: error }).where(stillClaimed(id, attempts));
}

/** Finished jobs are kept a while (their singletonKey still blocks a repeat), then removed. */
export async function deleteFinishedBefore(db: Database, before: Date): Promise<void> {
  await db.delete(jobQueue).where(and(inArray(jobQueue.state, ['completed', 'failed']), lt(jobQueue.completedAt, before)));
}

export async function jobById(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobQueue).where(eq(jobQueue.id, id));
  return row ?? null;
}
