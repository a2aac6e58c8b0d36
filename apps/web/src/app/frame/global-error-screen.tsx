/** Spec part 1 §2, §8 "Rendering" (P1-FRAME-11..13). */
export const globalErrorText =
  "We've encountered an unexpected error. Our team has been notified and will look into this issue.";

const button =
  'inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors';

interface Props {
  errorId: string;
  /** Re-renders the app; left out when there is nothing to retry but a reload (the app never started). */
  onTryAgain?: () => void;
}

/**
 * The global error screen: drawn outside the router and the page frame, so it brings its own
 * landmark and heading. Used by the global error boundary and by the boot, when the current
 * page's script cannot be loaded. The error id is shown so people can quote it to support.
 */
export function GlobalErrorScreen({ errorId, onTryAgain }: Props) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg px-4 py-16 text-ink">
      <div role="alert" className="w-full max-w-lg rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-4 text-muted">{globalErrorText}</p>
        <p className="mt-4 text-sm text-muted">
          Error ID: <code className="rounded-md bg-surface-2 px-2 py-1 font-mono text-ink select-all">{errorId}</code>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onTryAgain && (
            <button type="button" onClick={onTryAgain} className={`${button} bg-brand text-on-brand hover:bg-brand-strong`}>
              Try Again
            </button>
          )}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={`${button} ${onTryAgain ? 'border border-border text-ink hover:bg-surface-2' : 'bg-brand text-on-brand hover:bg-brand-strong'}`}
          >
            Reload Page
          </button>
        </div>
      </div>
    </main>
  );
}
