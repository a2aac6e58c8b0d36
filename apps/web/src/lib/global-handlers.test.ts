// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalErrorMessages, installGlobalErrorHandlers, type GlobalHandlerDeps } from './global-handlers';
import { getToasts, resetToasts, toast } from './toast-store';

function setup() {
  const deps = { report: vi.fn(), toast: vi.fn(toast) } satisfies GlobalHandlerDeps;
  const uninstall = installGlobalErrorHandlers(window, deps);
  return { deps, uninstall };
}

function rejection(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

let uninstall = () => {};
afterEach(() => {
  uninstall();
  resetToasts();
});

describe('global error handlers (spec part 1 §8 Global)', () => {
  it('P1-ERR-17/18/21: an unhandled rejection toasts, reports unhandled_promise_rejection (high) and logs', () => {
    const s = setup();
    uninstall = s.uninstall;
    const reason = new Error('boom');
    window.dispatchEvent(rejection(reason));
    expect(getToasts()[0]).toMatchObject({ description: globalErrorMessages.unhandledRejection, variant: 'destructive' });
    expect(globalErrorMessages.unhandledRejection).toBe('An unexpected error occurred. The development team has been notified.');
    expect(s.deps.report).toHaveBeenCalledWith(
      { type: 'unhandled_promise_rejection', error: reason, severity: 'high' },
      { message: 'Unhandled promise rejection', context: { reason: 'Error: boom' } },
    );
  });

  it('P1-ERR-19/20/21: a script error toasts, reports javascript_error and logs', () => {
    const s = setup();
    uninstall = s.uninstall;
    const error = new TypeError('Failed to fetch');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'app.js', lineno: 3, colno: 7 }));
    expect(getToasts()[0]).toMatchObject({ description: 'An unexpected error occurred. Please refresh the page.' });
    // No severity here: the reporter reads it from the error (severityOf, tested in core).
    expect(s.deps.report).toHaveBeenCalledWith(
      { type: 'javascript_error', error, context: { filename: 'app.js', lineno: 3, colno: 7 } },
      { message: 'Uncaught script error', context: { error: 'TypeError: Failed to fetch', filename: 'app.js', lineno: 3, colno: 7 } },
    );
  });

  it('a script error without an error object is reported by its message', () => {
    const s = setup();
    uninstall = s.uninstall;
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(s.deps.report).toHaveBeenCalledWith(expect.objectContaining({ error: { message: 'Script error.' } }), expect.anything());
  });

  it('ignores the benign ResizeObserver loop notice', () => {
    const s = setup();
    uninstall = s.uninstall;
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    expect(s.deps.report).not.toHaveBeenCalled();
    expect(s.deps.toast).not.toHaveBeenCalled();
  });

  it('uninstalls cleanly', () => {
    const s = setup();
    s.uninstall();
    window.dispatchEvent(rejection('late'));
    expect(s.deps.report).not.toHaveBeenCalled();
  });
});
