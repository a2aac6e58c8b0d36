import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { Checking, ProtectedRoute } from '../features/auth/protected-route';
import { hasVerificationMarkers } from '../features/auth/verification-markers';
import { DashboardDecision } from '../features/health-profile/dashboard/dashboard-decision';
import { TodayCard } from '../features/today/today-card';
import { useSession } from '../lib/session';

// The signed-out demo (both sample dashboards) is loaded only when asked for: signed-in visitors never need it.
const DashboardDemo = lazyComponent(() => import('../features/health-profile/dashboard/dashboard-demo').then((m) => ({ default: m.DashboardDemo })));

/**
 * /dashboard (public in the route table; spec part 2 §2, P2-ROUTE-01/02): signed-out visitors
 * with ?demo=true get the sample dashboards; other signed-out visitors are sent to sign in like
 * any protected page — except while the frame handles an e-mail verification return (it
 * navigates by itself), when 'Checking your sign-in...' shows. Signed-in users get the
 * "Today" card (what is logged and still due today, W2-D) and the dashboard decision under the
 * page's heading.
 */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const { search, hash } = useLocation();
  const { user, loading } = useSession();
  const demo = params.get('demo') === 'true';
  const signedOut = !loading && !user;

  if (signedOut && hasVerificationMarkers(search, hash)) return <Checking />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {signedOut && demo ? (
        <Suspense fallback={<DemoLoading />}>
          <DashboardDemo />
        </Suspense>
      ) : (
        <div className="space-y-8">
          <DashboardHeader />
          <ProtectedRoute>
            <div className="space-y-8">
              <TodayCard />
              <DashboardDecision demo={demo} />
            </div>
          </ProtectedRoute>
        </div>
      )}
    </div>
  );
}

/**
 * The page's h1 and intro, the same for every signed-in state (onboarding prompt, completed
 * dashboard, failed status check): shown at once, before the sign-in check and the data, so the
 * server can send it prerendered (W2-C §2).
 */
function DashboardHeader() {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Your dashboard</h1>
      <p className="max-w-3xl text-muted">Your health profile, what it tells us and how to keep it up to date.</p>
    </header>
  );
}

function DemoLoading() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading the dashboard demo…</span>
      <div aria-hidden="true" className="h-9 w-72 max-w-full animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}
