import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { newErrorId, reportError } from '../../lib/report-error';

/** Spec part 1 §2, §8 "Route" (P1-FRAME-08..10). */
export const routeErrorText = "This page encountered an error and couldn't load properly.";

const button =
  'inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors';

function RouteErrorScreen({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="route-error-title" className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
        <h1 id="route-error-title" className="text-2xl font-semibold text-ink">
          Page Error
        </h1>
        <p className="mt-2">
          <code className="rounded-md bg-surface-2 px-2 py-1 text-sm break-all text-muted">{path}</code>
        </p>
        <p className="mt-4 text-muted">{routeErrorText}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => navigate(-1)} className={`${button} border border-border text-ink hover:bg-surface-2`}>
            Go Back
          </button>
          <button type="button" onClick={() => navigate('/')} className={`${button} bg-brand text-on-brand hover:bg-brand-strong`}>
            Go Home
          </button>
        </div>
      </div>
    </section>
  );
}

interface Props {
  path: string;
  children: ReactNode;
}

interface State {
  errorId: string | null;
}

/**
 * One page's error boundary. The router keys it by path, so moving to another page (Go Back,
 * Go Home, any link) mounts a fresh boundary and the frame around the page keeps working.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: newErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError({
      type: 'route_error',
      error,
      context: { errorId: this.state.errorId, componentStack: info.componentStack ?? null, path: this.props.path },
    });
  }

  override render() {
    return this.state.errorId ? <RouteErrorScreen path={this.props.path} /> : this.props.children;
  }
}
