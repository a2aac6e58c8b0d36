/**
 * The embedded adapter of the job queue port: jobs are rows of `job_queue` in the app's own
 * database (PGlite by default). Each process polls for the names it works on, claims one row at a
 * time (FOR UPDATE SKIP LOCKED), holds it with `locked_until` — a job whose worker died is claimed
 * again once the lock runs out — and retries a failure with exponential backoff.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import * as repo from './embedded-queue.repo';
import { createScheduler, defaultRetryDelaySeconds, defaultRetryLimit, retryDelayMs, type JobHandler, type JobQueue, type SendOptions } from './job-queue';

export interface EmbeddedQueueOptions {
  db: Database;
  log?: FastifyBaseLogger;
  /** How often an idle worker looks for work (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is held before another worker may take it (default 5 min). */
  lockMs?: number;
  /** How long finished jobs are kept (default 1 day). */
  keepFinishedMs?: number;
}

interface Worker {
  name: string;
  concurrency: number;
  running: number;
  handler: JobHandler<Record<string, unknown>>;
}

export function createEmbeddedQueue({ db, log, pollMs = 1000, lockMs = 5 * 60_000, keepFinishedMs = 24 * 3600_000 }: EmbeddedQueueOptions): JobQueue {
  const workers: Worker[] = [];
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let polling: Promise<void> | null = null;
  let lastCleanup = 0;
  const onError = (err: unknown) => log?.error({ err }, 'job queue error');

  const send: JobQueue['send'] = (name, data, options: SendOptions = {}) =>
    repo.insertJob(db, {
      name,
      data,
      runAfter: options.startAfter ?? new Date(),
      singletonKey: options.singletonKey ?? null,
      maxAttempts: (options.retryLimit ?? defaultRetryLimit) + 1,
      retryDelaySeconds: options.retryDelaySeconds ?? defaultRetryDelaySeconds,
    });
  const scheduler = createScheduler(send, onError);

  async function run(worker: Worker, row: repo.JobRow) {
    const { data, retryDelaySeconds = defaultRetryDelaySeconds } = repo.splitData(row.data);
    try {
      if (row.attempts > row.maxAttempts) throw new Error('no attempts left (its worker stopped while running it)');
      await worker.handler({ id: row.id, name: row.name, data });
      await repo.completeJob(db, row.id, row.attempts, new Date());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // The job's name only: data may hold user ids, never health details, but stays out of logs.
      log?.warn({ job: row.name, attempt: row.attempts }, `job failed: ${message}`);
      if (row.attempts < row.maxAttempts) {
        await repo.retryJob(db, row.id, row.attempts, new Date(Date.now() + retryDelayMs(row.attempts, retryDelaySeconds)), message);
      } else {
        await repo.failJob(db, row.id, row.attempts, new Date(), message);
      }
    }
  }

  function poll(): Promise<void> {
    if (polling || !started) return polling ?? Promise.resolve();
    polling = pollOnce().finally(() => {
      polling = null;
    });
    return polling;
  }

  async function pollOnce() {
    try {
      for (const worker of workers) {
        while (started && worker.running < worker.concurrency) {
          const now = new Date();
          const row = await repo.claimJob(db, worker.name, now, new Date(now.getTime() + lockMs));
          if (!row) break;
          worker.running++;
          const task = run(worker, row)
            .catch(onError)
            .finally(() => {
              worker.running--;
              inFlight.delete(task);
              // A finished job frees a slot: look again at once rather than after a whole interval.
              if (started) setImmediate(() => void poll());
            });
          inFlight.add(task);
        }
      }
      if (Date.now() - lastCleanup > 60_000) {
        lastCleanup = Date.now();
        await repo.deleteFinishedBefore(db, new Date(Date.now() - keepFinishedMs));
      }
    } catch (err) {
      onError(err);
    }
  }

  return {
    kind: 'embedded',
    send,
    async work(name, { concurrency = 1 }, handler) {
      workers.push({ name, concurrency, running: 0, handler: handler as JobHandler<Record<string, unknown>> });
      if (started) void poll();
    },
    async schedule(name, everySeconds) {
      scheduler.add(name, everySeconds);
    },
    async start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
      scheduler.start();
      void poll();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      scheduler.stop();
      // The poll under way finishes its query first, so nothing touches the database after stop().
      await Promise.race([Promise.allSettled([polling, ...inFlight]), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    },
  };
}
