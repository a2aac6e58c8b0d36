import type { QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { checkProfileIntegrity } from '@thrivewell/core/rules/profile-integrity';
import { profileMessages } from '@thrivewell/core/copy/profile-messages';
import type { StoredProfile } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { useProfileSyncService } from '../profile-sync';
import { toast } from '../../../lib/toast-store';

export type ResyncOutcome = 'synced' | 'failed';

/**
 * The overview's Sync button (P2-OVW-04, P2-ERR-09/10/12): sends what waits in the retry queue,
 * then reloads the profile from the server. Success says 'Data synchronized successfully';
 * any failure 'Failed to synchronize data'. When the reloaded profile has integrity issues,
 * the toast is the warning 'Data integrity issues detected' listing them (one toast shows at a
 * time, so the success line stays visible in the panel instead).
 */
export function useProfileResync(refetch: () => Promise<QueryObserverResult<StoredProfile | null>>) {
  const authGuard = useProfileAuthGuard();
  const profileSync = useProfileSyncService();
  const [syncing, setSyncing] = useState(false);
  const [syncedAt, setSyncedAt] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResyncOutcome | null>(null);

  const sync = useCallback(async () => {
    setSyncing(true);
    try {
      const retried = await profileSync.retryFailedSaves();
      const result = await refetch();
      if (result.error && authGuard(result.error, 'load')) {
        setOutcome('failed');
        return;
      }
      if (!retried || result.isError) {
        setOutcome('failed');
        toast({ title: profileMessages.syncFailed, variant: 'destructive' });
        return;
      }
      setOutcome('synced');
      setSyncedAt(new Date().toISOString());
      const integrity = checkProfileIntegrity(result.data);
      if (result.data && !integrity.isValid) {
        toast({ title: profileMessages.integrityIssuesDetected, description: integrity.issues.join('; '), variant: 'default' });
      } else {
        toast({ title: profileMessages.syncSucceeded, variant: 'success' });
      }
    } catch {
      setOutcome('failed');
      toast({ title: profileMessages.syncFailed, variant: 'destructive' });
    } finally {
      setSyncing(false);
    }
  }, [refetch, authGuard, profileSync]);

  return { sync, syncing, syncedAt, outcome };
}
