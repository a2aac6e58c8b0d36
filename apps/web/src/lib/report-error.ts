import type { ReportInput } from './error-reporter';

/**
 * The light entry point to error reporting for code that renders on the landing page (error
 * boundaries, global handlers): the reporter, logger and api client are loaded on the first
 * report only, so a page without errors never downloads them (the landing page's JavaScript
 * budget is 100 KB). Never throws; if the chunk cannot load, the report is dropped.
 */
type Runtime = typeof import('./logger');
let runtime: Promise<Runtime | undefined> | undefined;

export function loadReporting(): Promise<Runtime | undefined> {
  runtime ??= import('./logger').catch(() => (runtime = undefined));
  return runtime;
}

export interface LogLine {
  message: string;
  context?: Record<string, unknown>;
}

/** Reports an error and, when given, logs a line about it at level error. */
export function reportError(input: ReportInput, log?: LogLine): void {
  void loadReporting().then((m) => {
    try {
      m?.errorReporter.report(input);
      if (log) m?.logger.error(log.message, log.context);
    } catch {
      /* a rejection here would be reported again: never let one escape */
    }
  });
}

/** Logs a warning through the client logger, loaded on first use like the reporter. Never throws. */
export function logWarning(message: string, context?: Record<string, unknown>): void {
  void loadReporting().then((m) => {
    try {
      m?.logger.warn(message, context);
    } catch {
      /* logging must never break the page */
    }
  });
}

/** A short id people can quote to support, e.g. ERR-LX2K9Q-7F3A. */
export function newErrorId(now = Date.now()): string {
  return `ERR-${now.toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}
