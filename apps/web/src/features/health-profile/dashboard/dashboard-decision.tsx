import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { useProfileStatus } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { useSubscription } from '../../../lib/use-tier';
import { Button, buttonClass } from '../../../ui/button';
import { lazyComponent } from '../../../lib/lazy-component';
import { OutdatedDataDialog } from '../maintenance/outdated-data-dialog';
import { EnhancedHealthDashboard } from './enhanced-health-dashboard';
import { useDashboard } from './use-dashboard';

// The editor and the journey dialog (the onboarding flow) are loaded when first opened: the
// dashboard's first screen does not need their forms and schemas. The onboarding prompt and the
// 'Previous Data Found' card are loaded only for the users who get them; the decision keeps its
// skeleton until they are there (see DashboardDecision), so nothing moves when they arrive.
const HomeDashboard = lazyComponent(() => import('./home-dashboard').then((m) => ({ default: m.HomeDashboard })));
const PreviousDataFoundCard = lazyComponent(() => import('../maintenance/previous-data-found-card').then((m) => ({ default: m.PreviousDataFoundCard })));
const EditProfileDialog = lazy(() => import('../editor/edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })));
const UpdateJourneyDialog = lazy(() => import('./update-journey-dialog'));

/** The 'Previous Data Found' card when recovery is offered (the card itself decides the same; this spares loading it otherwise). */
function PreviousDataFound() {
  const status = useProfileStatus();
  return status.data?.recoveryOffered ? <PreviousDataFoundCard /> : null;
}

function DecisionSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your dashboard…</span>
      <div aria-hidden="true" className="h-9 w-72 max-w-full animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-5 animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}

/** P2-DEC-02/08: the status check failed: the message with Retry, and the user treated as needing onboarding. */
function StatusFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="space-y-6">
      <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-border bg-danger-soft p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-semibold text-danger">{profileMessages.dashboardLoadError}</p>
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
      <PreviousDataFound />
      <HomeDashboard />
    </div>
  );
}

/** Onboarding complete: the Enhanced Health Dashboard with the editor, the journey dialog and the reminders. */
function CompletedDashboard({ demo }: { demo: boolean }) {
  const [editing, setEditing] = useState(false);
  const [journeyOpen, setJourneyOpen] = useState(false);
  const [editorLoaded, setEditorLoaded] = useState(false);
  const [journeyLoaded, setJourneyLoaded] = useState(false);
  if (editing && !editorLoaded) setEditorLoaded(true);
  if (journeyOpen && !journeyLoaded) setJourneyLoaded(true);
  return (
    <div className="space-y-8">
      {/* The page's h1 and intro come from the /dashboard page, above this. */}
      <div className="flex sm:justify-end">
        <Link to="/dashboard/overview" className={buttonClass('secondary')}>
          Open Wellness Overview <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <PreviousDataFound />
      <EnhancedHealthDashboard demo={demo} onEditProfile={() => setEditing(true)} onChangeJourney={() => setJourneyOpen(true)} />
      {/* Once opened, each dialog stays mounted (as it did when it was part of the first load). */}
      <Suspense fallback={null}>
        {(editing || editorLoaded) && <EditProfileDialog open={editing} onOpenChange={setEditing} />}
        {(journeyOpen || journeyLoaded) && <UpdateJourneyDialog open={journeyOpen} onOpenChange={setJourneyOpen} />}
      </Suspense>
      <OutdatedDataDialog />
    </div>
  );
}

/**
 * The /dashboard decision for a signed-in user (spec part 2 §2, §8; P2-DEC-01..08): a skeleton
 * while the onboarding check and the plan load; onboarding complete → the Enhanced Health
 * Dashboard; otherwise the onboarding prompt (HomeDashboard). A failed status check shows
 * 'Error loading dashboard data.' with Retry and treats the user as needing onboarding; a
 * lost login goes the usual way (toast, /auth after 2 s). `demo` puts the enhanced dashboard
 * in demo mode.
 */
export function DashboardDecision({ demo = false }: { demo?: boolean }) {
  // One boundary, mounted with the skeleton: a screen whose code is still loading keeps the
  // skeleton (the deferred render below waits for it) instead of showing half a screen.
  return (
    <Suspense fallback={<DecisionSkeleton />}>
      <Decision demo={demo} />
    </Suspense>
  );
}

function Decision({ demo }: { demo: boolean }) {
  // One request for the first screen; the status query reads what it seeded (or asks itself if it failed).
  const dashboard = useDashboard();
  const status = useProfileStatus(!dashboard.isPending);
  const subscription = useSubscription();
  const guard = useProfileAuthGuard();

  useEffect(() => {
    if (status.error && !guard(status.error, 'load')) {
      logger.warn('Onboarding status check failed; treating the user as needing onboarding', {
        code: status.error instanceof ApiError ? status.error.code : 'UNKNOWN',
      });
    }
  }, [status.error, guard]);

  // A re-read after a failure (Retry, or the onboarding prompt re-reading the status as it
  // mounts) puts the query back to pending; the error screen stays up meanwhile; swapping it for
  // the skeleton would unmount the prompt, whose next mount would read again, for ever.
  const [failedBefore, setFailedBefore] = useState(false);
  if (status.isError && !failedBefore) setFailedBefore(true);
  if (status.isSuccess && failedBefore) setFailedBefore(false);
  const failed = status.isError || (failedBefore && status.isPending);
  // The dashboard itself is rendered in the background once its data is in (a transition, in
  // slices), so the arrival of the data does not block the page for one long task.
  const settled = useDeferredValue(!status.isPending && !subscription.loading);

  // A lost login: the guard's toast and redirect to /auth are under way.
  if (status.error instanceof ApiError && status.error.status === 401) return <DecisionSkeleton />;
  if (failed || status.isError) return <StatusFailed retrying={status.isFetching} onRetry={() => void status.refetch()} />;
  if (status.isPending || subscription.loading || !settled) return <DecisionSkeleton />;
  if (status.data.onboardingComplete) return <CompletedDashboard demo={demo} />;
  return (
    <div className="space-y-6">
      <PreviousDataFound />
      <HomeDashboard />
    </div>
  );
}
