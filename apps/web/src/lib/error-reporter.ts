import type { ErrorReportInput, ErrorSeverity } from '@thrivewell/core/contracts/error-reports';
import { severityOf } from './error-severity';
import { loggingLimits } from './log-buffer';
import { apiFetch } from './api-client';

/**
 * Client error reports for POST /api/errors (spec part 1 §3, §7; P1-ERR-01..04): critical
 * reports are sent at once, the rest in batches every 30 s, and whatever is queued is sent with
 * sendBeacon when the page is hidden. Kept small (only types come from core's error-reports,
 * whose schema pulls in zod); frame code loads it on demand through report-error.ts. It never
 * throws and never reports its own failures, so a broken network cannot start a report loop.
 */
export const reportEndpoint = '/api/errors';

/** Mirrors errorReportLimits in core (maxBatch, maxContextBytes); a test keeps them equal. */
export const reportLimits = {
  maxBatch: 50,
  maxContextChars: 16_000,
  /** Our caps: memory while offline, and request bodies (server 256 KB, beacon/keepalive 64 KB). */
  maxQueue: 100,
  maxBodyChars: 200_000,
  maxExitBodyChars: 60_000,
} as const;

export interface ReportInput {
  type: string;
  error?: unknown;
  /** Used when there is no error object, or to replace its message. */
  message?: string;
  /** Defaults to the severity read from the error (severityOf). */
  severity?: ErrorSeverity;
  /** Ids, paths and component stacks only: never health data values. */
  context?: Record<string, unknown>;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReporterDeps {
  send?: (reports: ErrorReportInput[], keepalive: boolean) => Promise<unknown>;
  beacon?: ((url: string, body: string) => boolean) | null;
  timers?: Timers;
  now?: () => Date;
  page?: () => { url: string; userAgent: string };
  /** Install the pagehide flush on the first report (the page's own reporter does). */
  autoStart?: boolean;
}

export const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const noop = () => {};

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const m = (error as { message?: unknown } | null)?.message;
  if (typeof m === 'string') return m;
  // Other values (objects a promise was rejected with) may hold user data: name the kind only.
  return error == null ? 'Unknown error' : `Non-error value (${typeof error})`;
}

/** A JSON-safe copy of the context, or a marker when it is too large or not serialisable. */
export function safeContext(context: Record<string, unknown> | undefined, maxChars: number): Record<string, unknown> | null {
  if (!context) return null;
  try {
    const json = JSON.stringify(context);
    if (json.length <= maxChars) return JSON.parse(json) as Record<string, unknown>;
  } catch {
    /* circular or otherwise unserialisable */
  }
  return { omitted: 'context too large or not serialisable' };
}

/** Splits reports into request bodies of at most maxBatch reports and maxChars characters. */
function chunks(reports: ErrorReportInput[], maxChars: number): ErrorReportInput[][] {
  const out: ErrorReportInput[][] = [];
  let current: ErrorReportInput[] = [];
  let size = 0;
  for (const r of reports) {
    const n = JSON.stringify(r).length + 1;
    if (current.length > 0 && (current.length >= reportLimits.maxBatch || size + n > maxChars)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(r);
    size += n;
  }
  if (current.length) out.push(current);
  return out;
}

const defaultSend = (reports: ErrorReportInput[], keepalive: boolean) =>
  apiFetch(reportEndpoint, { method: 'POST', body: { reports }, keepalive });

function defaultBeacon(): ReporterDeps['beacon'] {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  return (url, body) => navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
}

function currentPage() {
  // Origin and path only: query strings can carry tokens or search terms.
  return { url: `${location.origin}${location.pathname}`, userAgent: navigator.userAgent };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

export function createErrorReporter(deps: ReporterDeps = {}) {
  const send = deps.send ?? defaultSend;
  const beacon = deps.beacon === undefined ? defaultBeacon() : deps.beacon;
  const timers = deps.timers ?? browserTimers;
  const now = deps.now ?? (() => new Date());
  const page = deps.page ?? currentPage;
  const exitHooks: Array<() => void> = [];
  let queue: ErrorReportInput[] = [];
  let timer: unknown;

  const safeSend = (batch: ErrorReportInput[], keepalive: boolean): Promise<void> =>
    Promise.resolve()
      .then(() => send(batch, keepalive))
      .then(noop, noop); // a failed send is dropped, never re-reported

  function build(input: ReportInput): ErrorReportInput {
    const { url, userAgent } = page();
    const stack = (input.error as { stack?: unknown } | null)?.stack;
    return {
      error_type: input.type,
      error_message: input.message ?? messageOf(input.error),
      stack_trace: typeof stack === 'string' ? stack : null,
      url,
      user_agent: userAgent,
      timestamp: now().toISOString(),
      severity: input.severity ?? severityOf(input.error),
      user_id: null, // the server takes the user from the session, never from the body
      context: safeContext(input.context, reportLimits.maxContextChars),
    };
  }

  /** Sends everything queued now; resolves when done, never rejects. */
  function flush(): Promise<void> {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    return Promise.all(chunks(batch, reportLimits.maxBodyChars).map((c) => safeSend(c, false))).then(noop);
  }

  /** Queues (or, when critical, sends) one report. Never throws. */
  function report(input: ReportInput): void {
    try {
      if (deps.autoStart) start();
      const r = build(input);
      if (r.severity === 'critical') {
        void safeSend([r], false);
        return;
      }
      if (queue.length >= reportLimits.maxQueue) return; // an error storm: keep the first ones
      queue.push(r);
      timer ??= timers.setTimeout(() => void flush(), loggingLimits.errorQueueFlushMs);
    } catch {
      /* reporting must never break the page */
    }
  }

  /** Page is going away: let hooks (the logger) add their last reports, then beacon them out. */
  function flushOnExit(): void {
    try {
      exitHooks.forEach((h) => h());
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      const batch = queue;
      queue = [];
      for (const c of chunks(batch, reportLimits.maxExitBodyChars)) {
        const body = JSON.stringify({ reports: c });
        let sent = false;
        try {
          sent = beacon ? beacon(reportEndpoint, body) : false;
        } catch {
          sent = false;
        }
        if (!sent) void safeSend(c, true);
      }
    } catch {
      /* never throw from a pagehide handler */
    }
  }

  let started: (() => void) | undefined;
  /** Flushes on pagehide and when the tab is hidden (mobile browsers may never fire pagehide). */
  function start(target: Window = window): () => void {
    if (started) return started;
    const onHide = () => flushOnExit();
    const onVisibility = () => {
      if (target.document.visibilityState === 'hidden') flushOnExit();
    };
    target.addEventListener('pagehide', onHide);
    target.document.addEventListener('visibilitychange', onVisibility);
    started = () => {
      target.removeEventListener('pagehide', onHide);
      target.document.removeEventListener('visibilitychange', onVisibility);
      started = undefined;
    };
    return started;
  }

  return {
    report,
    flush,
    flushOnExit,
    start,
    onExit: (hook: () => void) => void exitHooks.push(hook),
    get queued() {
      return queue.length;
    },
  };
}

/** The page's reporter. Creating it has no side effects; its first report installs the pagehide flush. */
export const errorReporter = createErrorReporter({ autoStart: true });
