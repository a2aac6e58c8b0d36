/** Client logging and error-reporting constants and the log buffer (spec part 1 §4, §9). */

/** Log levels (P1-ERR-10). */
export const logLevels = { debug: 0, info: 1, warn: 2, error: 3, critical: 4 } as const;
export type LogLevelName = keyof typeof logLevels;
export type LogLevel = (typeof logLevels)[LogLevelName];

export const loggingLimits = {
  /** Entries below this level are not buffered (P1-ERR-08: warn). */
  defaultLevel: logLevels.warn as LogLevel,
  /** Most entries the buffer holds; the oldest are dropped beyond it (P1-ERR-07). */
  bufferMax: 1000,
  /** The log buffer is flushed every 30 s (P1-ERR-06). */
  flushIntervalMs: 30_000,
  /** Non-critical error reports are sent in batches every 30 s (P1-ERR-04). */
  errorQueueFlushMs: 30_000,
  /** An entry at this level flushes the buffer at once (P1-ERR-09). */
  immediateFlushLevel: logLevels.critical as LogLevel,
} as const;

/** Performance thresholds (P1-SEC-31..33). */
export const perfThresholds = {
  slowRenderMs: 16,
  slowLoadMs: 2000,
  /** A cache hit rate under this fraction is low. */
  lowCacheHitRate: 0.8,
} as const;

export const isSlowRender = (ms: number) => ms > perfThresholds.slowRenderMs;
export const isSlowLoad = (ms: number) => ms > perfThresholds.slowLoadMs;
export const isLowCacheHitRate = (hits: number, total: number) =>
  total > 0 && hits / total < perfThresholds.lowCacheHitRate;

/** One buffered log entry (P1-ERR-11). Context must never carry health data values. */
export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: Record<string, unknown>;
  timestamp: string;
}

export interface AddResult {
  /** False when the entry is below the buffer's level and was ignored. */
  buffered: boolean;
  /** True when the entry's level asks for the buffer to be flushed now. */
  flushNow: boolean;
}

/** A pure, bounded log buffer: no timers inside; the caller passes the time and flushes. */
export class LogBuffer {
  private entries: LogEntry[] = [];
  level: LogLevel;
  readonly max: number;

  constructor(options: { level?: LogLevel; max?: number } = {}) {
    this.level = options.level ?? loggingLimits.defaultLevel;
    this.max = options.max ?? loggingLimits.bufferMax;
  }

  add(level: LogLevel, message: string, context: Record<string, unknown> | undefined, now: Date): AddResult {
    if (level < this.level) return { buffered: false, flushNow: false };
    const entry: LogEntry = { level, message, timestamp: now.toISOString() };
    if (context) entry.context = context;
    this.entries.push(entry);
    if (this.entries.length > this.max) this.entries.splice(0, this.entries.length - this.max);
    return { buffered: true, flushNow: level >= loggingLimits.immediateFlushLevel };
  }

  get size(): number {
    return this.entries.length;
  }

  /** Returns every buffered entry, oldest first, and empties the buffer. */
  drain(): LogEntry[] {
    const out = this.entries;
    this.entries = [];
    return out;
  }
}
