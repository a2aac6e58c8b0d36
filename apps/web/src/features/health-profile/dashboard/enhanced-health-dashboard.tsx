import { onlineManager } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { dashboardLoadFailed, profileMessages } from '@thrivewell/core/copy/profile-messages';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { useAnalysis, useProfile } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { useProfileSyncService } from '../profile-sync';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../ui/button';
import { demoAnalysis, demoProfile } from './demo-profile';
import { EnhancedDashboardView } from './enhanced-dashboard-view';

export interface EnhancedHealthDashboardProps {
  /** Render the clearly labelled sample profile instead of the user's (signed-out visitors, ?demo=true). */
  demo?: boolean;
  onEditProfile: () => void;
  /** When given, Profile Settings offers Change Health Journey (P2-ENH-12). */
  onChangeJourney?: () => void;
}

const errorCode = (err: unknown) => (err instanceof ApiError ? err.code : err instanceof Error ? err.name : 'UNKNOWN');
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function Skeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your health dashboard…</span>
      <div aria-hidden="true" className="h-9 w-64 max-w-full animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-surface-2" />
      <div aria-hidden="true" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    </div>
  );
}

function LiveDashboard({ onEditProfile, onChangeJourney }: Omit<EnhancedHealthDashboardProps, 'demo'>) {
  const profile = useProfile();
  const analysis = useAnalysis();
  const guard = useProfileAuthGuard();
  const profileSync = useProfileSyncService();
  const started = useRef(now());
  const measured = useRef(false);
  const [refreshing, setRefreshing] = useState(false);

  // The Performance panel's load time: from mount (or Retry) until the profile is there.
  useEffect(() => {
    if (profile.isSuccess && !measured.current) {
      measured.current = true;
      profileSync.recordLoadTime(now() - started.current);
    }
  }, [profile.isSuccess, profileSync]);

  useEffect(() => {
    if (profile.error && !guard(profile.error, 'load')) logger.warn('Health dashboard profile load failed', { code: errorCode(profile.error) });
  }, [profile.error, guard]);
  useEffect(() => {
    if (analysis.error) logger.warn('Analysis results load failed', { code: errorCode(analysis.error) });
  }, [analysis.error]);

  async function refresh() {
    // The query library pauses fetches while the browser is offline: say so at once instead.
    if (!onlineManager.isOnline()) {
      toast({ title: profileMessages.syncFailed, variant: 'destructive' });
      return;
    }
    setRefreshing(true);
    const t = now();
    const [result] = await Promise.all([profile.refetch(), analysis.refetch()]);
    setRefreshing(false);
    if (result.isError) {
      toast({ title: profileMessages.syncFailed, variant: 'destructive' });
      return;
    }
    profileSync.recordLoadTime(now() - t);
    toast({ title: profileMessages.syncSucceeded, variant: 'success' });
  }

  function retry() {
    started.current = now();
    measured.current = false;
    void profile.refetch();
  }

  if (profile.isPending || (profile.isError && profile.isFetching)) return <Skeleton />;
  if (profile.isError && profile.data === undefined) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-border bg-danger-soft p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-danger">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {dashboardLoadFailed(profile.error.message)}
        </p>
        <Button variant="secondary" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <EnhancedDashboardView
      profile={profile.data ?? null}
      analysis={analysis.data}
      demo={false}
      onEditProfile={onEditProfile}
      onChangeJourney={onChangeJourney}
      onRefresh={() => void refresh()}
      refreshing={refreshing}
    />
  );
}

/**
 * Enhanced Health Dashboard (spec part 2 §2; P2-ENH-01..14): the user's profile at a glance in
 * three tabs, with a Performance toggle and Edit Profile in the header, a loading skeleton and
 * a retry alert. In demo mode it shows a sample profile and points its buttons to /register.
 */
export function EnhancedHealthDashboard({ demo = false, onEditProfile, onChangeJourney }: EnhancedHealthDashboardProps) {
  if (demo) return <EnhancedDashboardView profile={demoProfile} analysis={demoAnalysis} demo />;
  return <LiveDashboard onEditProfile={onEditProfile} onChangeJourney={onChangeJourney} />;
}
