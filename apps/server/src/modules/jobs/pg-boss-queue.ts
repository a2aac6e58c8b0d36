/**
 * The pg-boss adapter of the job queue port (pg-boss 10.4, Node 20): used when DATABASE_URL points
 * to PostgreSQL, so several server instances share one queue. pg-boss keeps its tables in its own
 * schema (`pgboss` by default) and creates them on start. pg-boss's singletonKey alone does not
 * deduplicate on its standard queues, so the port's singletonKey becomes the job's id (a UUID
 * derived from name and key): the second insert meets the primary key and is ignored, exactly as
 * the embedded adapter's unique (name, singleton_key) does.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { createScheduler, defaultRetryDelaySeconds, defaultRetryLimit, type JobQueue, type SendOptions } from './job-queue';

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (default `pgboss`; tests use a fresh one). */
  schema?: string;
  log?: FastifyBaseLogger;
  /** How often an idle worker polls (pg-boss's minimum is 0.5 s; default 2 s). */
  pollingIntervalSeconds?: number;
  /** Connections of pg-boss's own pool (default 4). */
  maxConnections?: number;
}

/** A stable UUID (version-5 layout) for a job name and singleton key. */
export function singletonJobId(name: string, key: string): string {
  const hex = createHash('sha1').update(`${name}\u0000${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function createPgBossQueue({ connectionString, schema, log, pollingIntervalSeconds = 2, maxConnections = 4 }: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({ connectionString, schema, max: maxConnections, application_name: 'thrivewell-jobs', schedule: false });
  boss.on('error', (err) => log?.error({ err }, 'pg-boss error'));
  const queues = new Map<string, Promise<void>>();
  const pendingWork: (() => Promise<unknown>)[] = [];
  let started = false;
  // pg-boss answers nothing before start() (it opens its pool and schema there): a send that
  // comes first (a request during boot) starts it.
  let booted: Promise<unknown> | undefined;
  const boot = () => (booted ??= boss.start());
  const onError = (err: unknown) => log?.error({ err }, 'job queue error');

  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = boot().then(() => boss.createQueue(name));
      queues.set(name, created);
      created.catch(() => queues.delete(name));
    }
    return created;
  };

  const send: JobQueue['send'] = async (name, data, options: SendOptions = {}) => {
    await ensureQueue(name);
    const retryDelay = options.retryDelaySeconds ?? defaultRetryDelaySeconds;
    return boss.send(name, data, {
      ...(options.singletonKey ? { id: singletonJobId(name, options.singletonKey), singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      retryLimit: options.retryLimit ?? defaultRetryLimit,
      retryDelay,
      retryBackoff: retryDelay > 0,
    });
  };
  const scheduler = createScheduler(send, onError);

  return {
    kind: 'pg-boss',
    send,
    async work(name, { concurrency = 1 }, handler) {
      // pg-boss 10 has no teamSize: each work() is one worker polling one job at a time.
      const register = async () => {
        await ensureQueue(name);
        for (let i = 0; i < concurrency; i++) {
          await boss.work<Record<string, unknown>>(name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
            for (const job of jobs) await handler({ id: job.id, name: job.name, data: job.data as never });
          });
        }
      };
      if (started) await register();
      else pendingWork.push(register);
    },
    async schedule(name, everySeconds) {
      await ensureQueue(name).catch(onError);
      scheduler.add(name, everySeconds);
    },
    async start() {
      if (started) return;
      await boot();
      started = true;
      for (const register of pendingWork.splice(0)) await register();
      scheduler.start();
    },
    async stop() {
      scheduler.stop();
      if (!booted) return;
      started = false;
      await booted.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
    },
  };
}
