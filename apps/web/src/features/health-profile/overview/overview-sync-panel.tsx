import { AlertTriangle, CheckCircle2, Loader2, RefreshCw } from 'lucide-react';
import { syncStatusLabels } from '@thrivewell/core/rules/data-freshness';
import { checkProfileIntegrity } from '@thrivewell/core/rules/profile-integrity';
import { integrityIssuesFound, profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { StoredProfile } from '../profile-api';
import { useProfileSync } from '../profile-sync';
import { Button } from '../../../ui/button';
import { formatShortDateTime } from '../format-dates';
import type { ResyncOutcome } from './use-profile-resync';

function latest(...times: (string | null | undefined)[]): string | null {
  const valid = times.filter((t): t is string => Boolean(t) && !Number.isNaN(new Date(t as string).getTime()));
  return valid.sort((a, b) => new Date(b).getTime() - new Date(a).getTime())[0] ?? null;
}

interface OverviewSyncPanelProps {
  profile: StoredProfile;
  syncing: boolean;
  /** When this page's Sync button last succeeded. */
  syncedAt: string | null;
  outcome: ResyncOutcome | null;
  onSync: () => void;
}

/**
 * Last sync time, connection status and the data-integrity message with its Sync button
 * (P2-OVW-03/04). The last sync is the newest of this page's sync, the data service's last
 * save, else the profile's updated_at.
 */
export function OverviewSyncPanel({ profile, syncing, syncedAt, outcome, onSync }: OverviewSyncPanelProps) {
  const service = useProfileSync();
  const lastSync = latest(syncedAt, service.lastSync) ?? latest(profile.updated_at);
  const integrity = checkProfileIntegrity(profile);

  return (
    <div className="space-y-3 rounded-xl border border-border bg-surface-2/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p>
          <span className="text-muted">Last synced: </span>
          {lastSync ? <time dateTime={lastSync}>{formatShortDateTime(lastSync)}</time> : 'Not synced yet'}
        </p>
        <p className="text-muted">
          Connection: <span className="font-medium text-ink">{syncStatusLabels[service.status]}</span>
          {service.failedCount > 0 && <span className="ml-2 text-warning">{`${service.failedCount} unsaved ${service.failedCount === 1 ? 'section' : 'sections'} waiting to sync`}</span>}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm" aria-live="polite">
          {integrity.isValid ? (
            <p className="flex items-center gap-2 font-medium text-success">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              Your data looks consistent
            </p>
          ) : (
            <>
              <p className="flex items-center gap-2 font-medium text-warning">
                <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                {integrityIssuesFound(integrity.issues.length)}
              </p>
              <ul className="mt-1 list-disc space-y-0.5 pl-6 text-ink">
                {integrity.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <Button variant="secondary" onClick={onSync} disabled={syncing} className="shrink-0">
          {syncing ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {syncing ? 'Syncing...' : 'Sync'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={`text-sm ${outcome === 'failed' ? 'text-danger' : 'text-success'}`}>
        {!syncing && outcome === 'synced' && profileMessages.syncSucceeded}
        {!syncing && outcome === 'failed' && profileMessages.syncFailed}
      </p>
    </div>
  );
}
