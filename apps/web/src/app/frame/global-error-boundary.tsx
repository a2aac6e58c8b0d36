import { Component, type ErrorInfo, type ReactNode } from 'react';
import { newErrorId, reportError } from '../../lib/report-error';
import { GlobalErrorScreen } from './global-error-screen';

export { globalErrorText } from './global-error-screen';

interface State {
  errorId: string | null;
}

/**
 * The last line of defence around the whole app, router included: it may not use router hooks
 * or the page frame. Try Again re-renders the app; Reload Page starts over.
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
    return <GlobalErrorScreen errorId={errorId} onTryAgain={this.tryAgain} />;
  }
}
