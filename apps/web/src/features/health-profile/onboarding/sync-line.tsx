import { useProfileSync } from '../profile-sync';

function syncText(sync: ReturnType<typeof useProfileSync>, pending: boolean): string {
  if (sync.status === 'syncing') return 'Saving…';
  if (sync.failedCount > 0) return `${sync.failedCount} unsaved ${sync.failedCount === 1 ? 'change' : 'changes'} waiting to retry`;
  if (pending) return 'Unsaved changes, saving shortly…';
  if (sync.status === 'offline') return 'You are offline. Your answers stay on this device until you are back online.';
  if (sync.lastSync) return 'All changes saved';
  return 'Your answers are saved as you go.';
}

/** The save state under the steps, with Retry Now while saves wait in the retry queue (P2-SVC-03). */
export function SyncLine({ pending, onRetry }: { pending: boolean; onRetry: () => void }) {
  const sync = useProfileSync();
  const waiting = sync.status !== 'syncing' && sync.failedCount > 0;
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-3 text-sm">
      <p role="status" aria-live="polite" className={waiting ? 'font-medium text-warning' : 'text-muted'}>
        {syncText(sync, pending)}
      </p>
      {waiting && (
        <button type="button" onClick={onRetry} className="min-h-10 rounded-md px-2 font-semibold text-brand underline underline-offset-2 hover:bg-surface-2">
          Retry Now
        </button>
      )}
    </div>
  );
}
