import { useQueryClient } from '@tanstack/react-query';
import { Activity, RefreshCw, ShieldCheck, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { dataCompletenessScore } from '@thrivewell/core/rules/completeness-score';
import { loadTimeRating, loadTimeTips, performanceBar, syncStatusLabels, type LoadTimeRating, type SyncStatus } from '@thrivewell/core/rules/data-freshness';
import { checkProfileIntegrity } from '@thrivewell/core/rules/profile-integrity';
import { integrityIssuesFound, profileMessages } from '@thrivewell/core/copy/profile-messages';
import { ApiError } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { profileKeys } from '../../../lib/profile-query-keys';
import { fetchProfile, useProfile } from '../profile-api';
import { useProfileSync, useProfileSyncService } from '../profile-sync';
import { toast } from '../../../lib/toast-store';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';
import { formatDateTimeSeconds } from '../format-dates';

const statusTone: Record<SyncStatus, BadgeTone> = { online: 'success', syncing: 'brand', offline: 'danger' };
const StatusIcon: Record<SyncStatus, typeof Wifi> = { online: Wifi, syncing: RefreshCw, offline: WifiOff };
const ratingLabel: Record<LoadTimeRating, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };
const ratingTone: Record<LoadTimeRating, BadgeTone> = { excellent: 'success', good: 'success', fair: 'warning', poor: 'danger' };

export function formatSyncTime(iso: string | null): string {
  return formatDateTimeSeconds(iso) ?? 'Not synced yet';
}

const errorCode = (err: unknown) => (err instanceof ApiError ? err.code : err instanceof Error ? err.name : 'UNKNOWN');

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface-2 p-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 space-y-1 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

type Busy = 'retry' | 'integrity' | 'sync' | null;

/**
 * The panel's words (issue 13 §3): it sits behind 'Technical details' and speaks to the person
 * using the app, not to its engineers. The spec's measures, values and buttons stay.
 */
export const performanceTexts = {
  intro: 'How quickly your profile loads and whether your changes have reached your account. You only need this if something seems wrong.',
  sync: 'Connection',
  loadTime: 'Loading speed',
  completeness: 'Profile filled in',
  integrity: 'Data check score',
  lastSync: 'Last saved to your account',
  failed: 'Changes waiting to be saved',
  error: 'Problem:',
} as const;

/**
 * Performance & Reliability panel (spec part 2 §2, §8; P2-PERF-01..19): sync status (following
 * the browser's online and offline events), profile load time with its rating and bar, data
 * completeness, integrity score, last sync, the current error, the retry queue, Check Integrity,
 * and Retry Sync while offline. Poor load times list what the user can try.
 */
export function PerformancePanel() {
  const sync = useProfileSync();
  const profileSync = useProfileSyncService();
  const profileQuery = useProfile();
  const client = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [issues, setIssues] = useState<string[] | null>(null);
  const titleId = useId();
  useEffect(() => profileSync.listenToConnectivity(), [profileSync]);

  const profile = profileQuery.data ?? null;
  const completeness = typeof profile?.data_completeness_score === 'number' ? profile.data_completeness_score : dataCompletenessScore(profile);
  const integrity = checkProfileIntegrity(profile).score;
  const lastSync = sync.lastSync ?? (profileQuery.dataUpdatedAt ? new Date(profileQuery.dataUpdatedAt).toISOString() : null);
  const rating = sync.loadTimeMs === null ? null : loadTimeRating(sync.loadTimeMs);
  const bar = sync.loadTimeMs === null ? null : Math.round(performanceBar(sync.loadTimeMs));
  const tips = sync.loadTimeMs === null ? [] : loadTimeTips(sync.loadTimeMs);
  const Icon = StatusIcon[sync.status];

  /**
   * Reads the profile straight from the server (not through the query, which the query library
   * pauses while the browser reports offline), so a retry while offline fails at once.
   */
  async function reloadProfile() {
    const fresh = await fetchProfile();
    client.setQueryData(profileKeys.profile, fresh);
    return fresh;
  }

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const retryOperations = () =>
    run('retry', async () => {
      const ok = await profileSync.retryFailedSaves().catch(() => false);
      if (ok) toast({ title: profileMessages.failedOperationsRetried, variant: 'success' });
      else toast({ title: profileMessages.failedOperationsRetryFailed, variant: 'destructive' });
    });

  const checkIntegrity = () =>
    run('integrity', async () => {
      try {
        const result = checkProfileIntegrity(await reloadProfile());
        setIssues(result.issues);
        if (result.isValid) toast({ title: profileMessages.integrityCheckPassed, variant: 'success' });
        else toast({ title: integrityIssuesFound(result.issues.length), description: result.issues.join(' · '), variant: 'default' });
      } catch (err) {
        logger.warn('Integrity check failed', { code: errorCode(err) });
        toast({ title: profileMessages.integrityCheckFailed, variant: 'destructive' });
      }
    });

  const retrySyncNow = () =>
    run('sync', async () => {
      const ok = await profileSync.retrySync(reloadProfile);
      if (ok) toast({ title: profileMessages.syncSucceeded, variant: 'success' });
      else toast({ title: profileMessages.syncFailed, variant: 'destructive' });
    });

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <Activity aria-hidden="true" className="size-5 text-brand" />
        <h3 id={titleId} className="text-lg font-semibold">
          Performance &amp; Reliability
        </h3>
      </div>
      <p className="text-sm text-muted">{performanceTexts.intro}</p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Stat label={performanceTexts.sync}>
          <span role="status" aria-live="polite">
            <Badge tone={statusTone[sync.status]}>
              <Icon aria-hidden="true" className={`size-3.5 ${sync.status === 'syncing' ? 'animate-spin motion-reduce:animate-none' : ''}`} />
              {syncStatusLabels[sync.status]}
            </Badge>
          </span>
        </Stat>
        <Stat label={performanceTexts.loadTime}>
          {sync.loadTimeMs === null || rating === null || bar === null ? (
            <span className="font-normal text-muted">Not measured yet</span>
          ) : (
            <>
              <span className="flex flex-wrap items-center gap-2">
                {sync.loadTimeMs} ms <Badge tone={ratingTone[rating]}>{ratingLabel[rating]}</Badge>
              </span>
              <ProgressBar label="Load performance" value={bar} track="surface" />
            </>
          )}
        </Stat>
        <Stat label={performanceTexts.completeness}>{completeness}%</Stat>
        <Stat label={performanceTexts.integrity}>{integrity}%</Stat>
        <Stat label={performanceTexts.lastSync}>{formatSyncTime(lastSync)}</Stat>
        <Stat label={performanceTexts.failed}>
          <span className="flex flex-wrap items-center gap-2">
            <span>{sync.failedCount}</span>
            <Button variant="secondary" onClick={retryOperations} disabled={busy !== null || sync.failedCount === 0} aria-label="Retry failed operations">
              <RefreshCw aria-hidden="true" className="size-4" /> {busy === 'retry' ? 'Retrying...' : 'Retry'}
            </Button>
          </span>
        </Stat>
      </dl>
      {sync.error && (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
          <span className="font-semibold">{performanceTexts.error}</span> {sync.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={checkIntegrity} disabled={busy !== null}>
          <ShieldCheck aria-hidden="true" className="size-4" /> {busy === 'integrity' ? 'Checking...' : 'Check Integrity'}
        </Button>
        {sync.status === 'offline' && (
          <Button onClick={retrySyncNow} disabled={busy !== null}>
            <RefreshCw aria-hidden="true" className="size-4" /> Retry Sync
          </Button>
        )}
      </div>
      {issues && issues.length > 0 && (
        <div className="rounded-xl bg-warning-soft p-3 text-sm">
          <p className="font-semibold text-warning">{integrityIssuesFound(issues.length)}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      )}
      {tips.length > 0 && (
        <div className="rounded-xl bg-warning-soft p-3 text-sm">
          <p className="font-semibold text-warning">Loading is slow. You could try:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
