import { LogBuffer, logLevels, loggingLimits, type LogEntry, type LogLevel } from './log-buffer';
import { browserTimers, errorReporter, reportLimits, safeContext, type ErrorReporter, type Timers } from './error-reporter';

/**
 * Client logger (spec part 1 §4, §7, §9; P1-ERR-05..11): entries at or above the level
 * (default warn) are buffered and sent as error reports of type 'log_batch', severity low,
 * every 30 s, or at once after a critical entry. Nothing is printed to the console.
 * Never pass health data values as message or context.
 */
const maxEntryContextChars = 2_000;
const maxMessageChars = 500;
/** Room for the entries inside one report's context (the server caps context at 16 000). */
const maxBatchContextChars = reportLimits.maxContextChars - 500;

export interface LoggerDeps {
  reporter?: Pick<ErrorReporter, 'report' | 'flush' | 'onExit'>;
  timers?: Timers;
  now?: () => Date;
  level?: LogLevel;
}

function* batches(entries: LogEntry[]): Generator<LogEntry[]> {
  let current: LogEntry[] = [];
  let size = 0;
  for (const e of entries) {
    const n = JSON.stringify(e).length + 1;
    if (current.length > 0 && size + n > maxBatchContextChars) {
      yield current;
      current = [];
      size = 0;
    }
    current.push(e);
    size += n;
  }
  if (current.length) yield current;
}

export type Logger = ReturnType<typeof createLogger>;

export function createLogger(deps: LoggerDeps = {}) {
  const reporter = deps.reporter ?? errorReporter;
  const timers = deps.timers ?? browserTimers;
  const now = deps.now ?? (() => new Date());
  const buffer = new LogBuffer({ level: deps.level });
  let timer: unknown;

  /** Moves the buffered entries into the reporter's queue as log_batch reports. */
  function flush(): void {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    const entries = buffer.drain();
    if (entries.length === 0) return;
    for (const batch of batches(entries)) {
      reporter.report({
        type: 'log_batch',
        severity: 'low',
        message: batch.length === 1 ? 'Log batch: 1 entry' : `Log batch: ${batch.length} entries`,
        context: { entries: batch },
      });
    }
  }

  function log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    try {
      const ctx = safeContext(context, maxEntryContextChars) ?? undefined;
      const { buffered, flushNow } = buffer.add(level, String(message).slice(0, maxMessageChars), ctx, now());
      if (!buffered) return;
      if (flushNow) {
        flush();
        void reporter.flush();
      } else {
        timer ??= timers.setTimeout(flush, loggingLimits.flushIntervalMs);
      }
    } catch {
      /* logging must never break the page */
    }
  }

  reporter.onExit(flush);
  type Ctx = Record<string, unknown> | undefined;
  return {
    debug: (m: string, c?: Ctx) => log(logLevels.debug, m, c),
    info: (m: string, c?: Ctx) => log(logLevels.info, m, c),
    warn: (m: string, c?: Ctx) => log(logLevels.warn, m, c),
    error: (m: string, c?: Ctx) => log(logLevels.error, m, c),
    critical: (m: string, c?: Ctx) => log(logLevels.critical, m, c),
    flush,
    setLevel: (level: LogLevel) => void (buffer.level = level),
    get buffered() {
      return buffer.size;
    },
  };
}

/** The page's logger, feeding the page's error reporter. */
export const logger = createLogger();
export { errorReporter };
