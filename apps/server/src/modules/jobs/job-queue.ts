/**
 * The job queue port (ADR 0017): what the rest of the server may ask of background work. Two
 * adapters implement it — the embedded one on the `job_queue` table (default, PGlite or one
 * PostgreSQL instance) and pg-boss (DATABASE_URL on PostgreSQL). Both give the same contract,
 * pinned by jobs.contract.ts: a job is run by one worker at a time, retried with backoff after a
 * failure up to its retry limit, and a second send with the same singletonKey is ignored.
 */
export interface SendOptions {
  /** Not before this instant (default: now). */
  startAfter?: Date;
  /** A second send with the same name and key is ignored (answers null) while the first is kept. */
  singletonKey?: string;
  /** How many times a failed job is tried again (default 2, so 3 attempts). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled on each further one (default 30). */
  retryDelaySeconds?: number;
}

export interface Job<T = Record<string, unknown>> {
  id: string;
  name: string;
  data: T;
}

export type JobHandler<T = Record<string, unknown>> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  /** Adds a job; answers its id, or null when a job with the same singletonKey is already kept. */
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name`, at most `concurrency` at a time in this process. */
  work<T = Record<string, unknown>>(name: string, options: { concurrency?: number }, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends `name` once per period of `everySeconds`, aligned to the clock: every instance
   * schedules, the slot's singletonKey keeps it to one job per slot however many run.
   */
  schedule(name: string, everySeconds: number): Promise<void>;
  start(): Promise<void>;
  /** Stops polling and timers and waits for the running handlers (bounded). */
  stop(): Promise<void>;
}

export const defaultRetryLimit = 2;
export const defaultRetryDelaySeconds = 30;

/** Exponential backoff: delay, 2·delay, 4·delay… after the 1st, 2nd, 3rd failed attempt. */
export function retryDelayMs(attempt: number, delaySeconds: number): number {
  return delaySeconds * 1000 * 2 ** Math.max(0, attempt - 1);
}

/** The slot a periodic job belongs to: its start, aligned to the epoch. */
export function slotStart(now: Date, everySeconds: number): Date {
  const every = everySeconds * 1000;
  return new Date(Math.floor(now.getTime() / every) * every);
}

/**
 * The schedule both adapters share: a timer per name that sends one job per slot with the slot
 * as singletonKey, so two server instances still make one job per slot. The timer is unref'd
 * (it never keeps a process alive) and stops with the queue.
 */
export function createScheduler(send: JobQueue['send'], onError: (err: unknown) => void) {
  const entries = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let running = false;
  const fire = (name: string, everySeconds: number) => {
    const slot = slotStart(new Date(), everySeconds);
    send(name, { slot: slot.toISOString() }, { singletonKey: `slot:${slot.toISOString()}`, retryLimit: 0 }).catch(onError);
  };
  const begin = (name: string, everySeconds: number) => {
    fire(name, everySeconds);
    // Twice per period (at most every 30 s), so a slot is never missed by a timer that drifts.
    const timer = setInterval(() => fire(name, everySeconds), Math.min(everySeconds * 1000, 60_000) / 2);
    timer.unref();
    timers.add(timer);
  };
  return {
    add(name: string, everySeconds: number) {
      entries.set(name, everySeconds);
      if (running) begin(name, everySeconds);
    },
    start() {
      running = true;
      for (const [name, every] of entries) begin(name, every);
    },
    stop() {
      running = false;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}
