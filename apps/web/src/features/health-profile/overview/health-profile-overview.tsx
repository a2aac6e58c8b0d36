import { ClipboardList } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { profileSectionIds, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { completedSections, sectionsCompletedLabel } from '@thrivewell/core/contracts/unified-profile';
import { useProfile } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { Badge } from '../../../ui/badge';
import { Button, buttonClass } from '../../../ui/button';
import { OverviewSectionCard } from './overview-section-card';
import { OverviewSyncPanel } from './overview-sync-panel';
import { useProfileResync } from './use-profile-resync';

export interface HealthProfileOverviewProps {
  /** Opens the editor on a section (the cards' Edit / Add buttons). */
  onEditSection: (section: ProfileSectionId) => void;
}

function Frame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

function Title({ id }: { id: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold">
      Health Profile Overview
    </h2>
  );
}

/**
 * The health profile overview (spec part 2 §2; P2-OVW-01..07): percent complete, 'n of 7
 * sections completed', last sync and data integrity with a Sync button, a card per section
 * with its status and Edit / Add, and 'Complete Profile Setup' while sections are missing.
 */
export function HealthProfileOverview({ onEditSection }: HealthProfileOverviewProps) {
  const titleId = useId();
  const profile = useProfile();
  const authGuard = useProfileAuthGuard();
  const resync = useProfileResync(profile.refetch);
  const loadError = profile.data === undefined ? profile.error : null;

  useEffect(() => {
    if (loadError) authGuard(loadError, 'load');
  }, [loadError, authGuard]);

  if (profile.data === undefined) {
    return (
      <Frame titleId={titleId}>
        <Title id={titleId} />
        {loadError ? (
          <div role="alert" className="space-y-3 rounded-xl border border-danger/40 bg-danger-soft p-4 text-ink">
            <p className="font-semibold">We could not load your health profile.</p>
            <p className="text-sm">{loadError.message}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
              {profile.isFetching ? 'Retrying...' : 'Retry'}
            </Button>
          </div>
        ) : (
          <div role="status" aria-live="polite" className="space-y-4">
            <span className="sr-only">Loading your health profile...</span>
            <div aria-hidden="true" className="h-6 w-40 animate-pulse rounded bg-surface-2" />
            <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-surface-2" />
            <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-32 animate-pulse rounded-xl bg-surface-2" />
              ))}
            </div>
          </div>
        )}
      </Frame>
    );
  }

  const data = profile.data;
  if (data === null) {
    return (
      <Frame titleId={titleId}>
        <Title id={titleId} />
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-5">
          <ClipboardList aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold">You have not set up your health profile yet.</p>
          <p className="text-sm text-muted">Answer a few short questions (about 8 minutes) so your insights, safety checks and action plan fit you.</p>
          <Link to="/onboarding" className={buttonClass('primary')}>
            Start Profile Setup
          </Link>
        </div>
      </Frame>
    );
  }

  const score = Math.round(data.data_completeness_score ?? 0);
  const allComplete = completedSections(data).length === profileSectionIds.length;
  return (
    <Frame titleId={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <Title id={titleId} />
          <p className="text-sm text-muted">{sectionsCompletedLabel(data)}</p>
        </div>
        <Badge tone={score >= 100 ? 'success' : 'brand'} className="text-sm">{`${score}% Complete`}</Badge>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(100, Math.max(0, score))}%` }} />
      </div>
      <OverviewSyncPanel profile={data} syncing={resync.syncing} syncedAt={resync.syncedAt} outcome={resync.outcome} onSync={() => void resync.sync()} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {profileSectionIds.map((section) => (
          <li key={section}>
            <OverviewSectionCard profile={data} section={section} onEdit={onEditSection} />
          </li>
        ))}
      </ul>
      {!allComplete && (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">Finish the remaining sections to get the most personal insights.</p>
          <Link to="/onboarding" className={buttonClass('primary')}>
            Complete Profile Setup
          </Link>
        </div>
      )}
    </Frame>
  );
}
