import { useEffect } from 'react';
import { useProfileAuthGuard } from '../profile-auth';
import { Button } from '../../../ui/button';

interface EditorLoadStateProps {
  /** The load error, or null while the profile is still loading. */
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}

/** The editor body before the profile is there: a skeleton, or the load error with Retry (401 → login toast and /auth). */
export function EditorLoadState({ error, retrying, onRetry }: EditorLoadStateProps) {
  const authGuard = useProfileAuthGuard();
  useEffect(() => {
    if (error) authGuard(error, 'load');
  }, [error, authGuard]);

  if (!error) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">Loading your profile...</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-surface-2" />
        <div aria-hidden="true" className="h-28 animate-pulse rounded-2xl bg-surface-2" />
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-danger/40 bg-danger-soft p-5 text-ink">
      <p className="font-semibold">We could not load your profile.</p>
      <p className="text-sm">{error.message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
