import { Link, useLocation } from 'react-router';
import { reservesBackToDashboard, showsBackToDashboard } from '@thrivewell/core/contracts/route-paths';
import { useSession } from '../../lib/session';
import { ArrowLeft } from '../../ui/icons';

/** 'Back to Dashboard' bar for signed-in users on dashboard sub-pages and tools (P1-FRAME-06/07). */
export function BackToDashboardBar() {
  const { pathname } = useLocation();
  const { user, loading } = useSession();
  if (!showsBackToDashboard(pathname)) return null;
  // Until the session is known, pages opened signed in keep the bar's place (no layout shift).
  const reserve = !user && loading && reservesBackToDashboard(pathname);
  if (!user && !reserve) return null;
  return (
    <div className={`border-b border-border bg-surface${reserve ? ' invisible' : ''}`} aria-hidden={reserve || undefined}>
      <div className="mx-auto max-w-6xl px-4 py-2">
        <Link to="/dashboard" className="inline-flex items-center gap-2 text-sm font-medium text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
