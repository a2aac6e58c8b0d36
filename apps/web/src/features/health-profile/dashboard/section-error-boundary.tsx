import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { profileMessages, sectionErrorTitle } from '@thrivewell/core/copy/profile-messages';
import { logger } from '../../../lib/logger';
import { Button, buttonClass } from '../../../ui/button';

interface Props {
  /** The section's name, shown as '{component} Error' and logged. */
  component: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Section error fallback (spec part 2 §2, §8; P2-SEF-01..05): one per dashboard section, so a
 * section that throws while rendering shows '{component} Error' while the rest of the page keeps
 * working. Retry renders the section again; Go to Dashboard leads to /dashboard. Only the
 * section's name and the error's kind are logged, never the data it was showing.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logger.error('Dashboard section failed to render', {
      component: this.props.component,
      errorName: error.name,
      componentStack: info.componentStack?.slice(0, 1000) ?? null,
    });
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { component } = this.props;
    return (
      <div role="alert" className="rounded-2xl border border-border bg-danger-soft p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="space-y-2">
            <h3 className="font-semibold text-ink">{sectionErrorTitle(component)}</h3>
            <p className="text-sm text-muted">{profileMessages.sectionErrorText}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={this.retry}>Retry</Button>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            Go to Dashboard
          </Link>
        </div>
      </div>
    );
  }
}
