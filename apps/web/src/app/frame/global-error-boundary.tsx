import { Component, type ErrorInfo, type ReactNode } from 'react';
import { newErrorId, reportError } from '../../lib/report-error';

/** Spec part 1 §2, §8 "Rendering" (P1-FRAME-11..13). */
export const globalErrorText =
  "We've encountered an unexpected error. Our team has been notified and will look into this issue.";

const button =
  'inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors';

interface State {
  errorId: string | null;
}

/**
 * The last line of defence around the whole app, router included: it may not use router hooks
 * or the page frame, so it draws its own landmark and heading. Try Again re-renders the app;
 * Reload Page starts over. The error id is shown so people can quote it to support.
 */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: newErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError({
      type: 'react_error_boundary',
      error,
      context: { errorId: this.state.errorId, componentStack: info.componentStack ?? null },
    });
  }

  private tryAgain = () => this.setState({ errorId: null });

  override render() {
    const { errorId } = this.state;
    if (!errorId) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center bg-bg px-4 py-16 text-ink">
        <div role="alert" className="w-full max-w-lg rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
          <h1 className="text-2xl font-semibold">Something went wrong</h1>
          <p className="mt-4 text-muted">{globalErrorText}</p>
          <p className="mt-4 text-sm text-muted">
            Error ID: <code className="rounded-md bg-surface-2 px-2 py-1 font-mono text-ink select-all">{errorId}</code>
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={this.tryAgain} className={`${button} bg-brand text-on-brand hover:bg-brand-strong`}>
              Try Again
            </button>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={`${button} border border-border text-ink hover:bg-surface-2`}
            >
              Reload Page
            </button>
          </div>
        </div>
      </main>
    );
  }
}
