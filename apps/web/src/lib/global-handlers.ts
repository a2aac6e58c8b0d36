import { reportError } from './report-error';
import { toast, type ToastInput } from './toast-store';

/** Spec part 1 §8 "Global" (P1-ERR-17..21). */
export const globalErrorMessages = {
  unhandledRejection: 'An unexpected error occurred. The development team has been notified.',
  scriptError: 'An unexpected error occurred. Please refresh the page.',
} as const;

export interface GlobalHandlerDeps {
  report: typeof reportError;
  toast: (input: ToastInput) => unknown;
}

/** Browser noise that is not an app failure and must not tell the user to refresh. */
const benign = /ResizeObserver loop/;

const describe = (reason: unknown): string =>
  reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason === 'string' ? reason : typeof reason;

/**
 * Catches what no error boundary sees: rejected promises nobody handled and uncaught script
 * errors. Each shows the spec's toast, is reported and logged (the reporter loads on first
 * use). Returns an uninstall function.
 */
export function installGlobalErrorHandlers(target: Window = window, deps: GlobalHandlerDeps = { report: reportError, toast }): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    try {
      const reason: unknown = event.reason;
      deps.toast({ title: 'Error', description: globalErrorMessages.unhandledRejection, variant: 'destructive' });
      deps.report(
        { type: 'unhandled_promise_rejection', error: reason, severity: 'high' },
        { message: 'Unhandled promise rejection', context: { reason: describe(reason) } },
      );
    } catch {
      /* a handler that throws would raise another error event */
    }
  };

  const onError = (event: ErrorEvent) => {
    try {
      if (benign.test(event.message ?? '')) return;
      // Without an error object (e.g. a cross-origin "Script error.") the message is all there is;
      // the reporter reads the severity from it (severityOf).
      const error: unknown = event.error ?? { message: event.message || 'Script error' };
      const where = { filename: event.filename, lineno: event.lineno, colno: event.colno };
      deps.toast({ title: 'Error', description: globalErrorMessages.scriptError, variant: 'destructive' });
      deps.report(
        { type: 'javascript_error', error, context: where },
        { message: 'Uncaught script error', context: { error: describe(event.error ?? event.message), ...where } },
      );
    } catch {
      /* see above */
    }
  };

  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
