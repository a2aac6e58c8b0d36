import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { dataUpdatePromptDismissedKey } from '@thrivewell/core/rules/data-freshness';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/client-values';
import { useStoredValue } from '../../../lib/local-store';
import { logger } from '../../../lib/logger';
import { useFreshness } from '../profile-api';

// The dialog itself (and its Radix code) is loaded only when it opens: most visits have nothing outdated.
const OutdatedDataDialogBody = lazy(() => import('./outdated-data-dialog-body'));

/** Our choice: after Remind Me Later the dialog stays away for 7 days. */
export const remindAgainAfterDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

/** Remind Me Later was pressed less than 7 days ago. The stored value is a ms timestamp; an ISO date is read too. */
export function recentlyDismissed(stored: string | null, now: number): boolean {
  if (!stored) return false;
  const at = /^\d+$/.test(stored) ? Number(stored) : Date.parse(stored);
  return Number.isFinite(at) && now - at < remindAgainAfterDays * dayMs;
}

/**
 * 'Update Your Health Information' (spec part 2 §2, §7, §8; P2-OUT-01..10): opens by itself when
 * the diet profile, goals, medication list or test results were last updated more than 3 months
 * ago, unless Remind Me Later was pressed in the last 7 days. Each item links to where it is
 * updated. The server skips a source it cannot read; a failed request is only logged and the
 * dialog stays closed.
 */
export function OutdatedDataDialog() {
  const hydrated = useHydrated();
  const freshness = useFreshness(hydrated);
  const [dismissedAt, setDismissedAt] = useStoredValue(dataUpdatePromptDismissedKey);
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();

  const failed = freshness.isError;
  useEffect(() => {
    if (failed) logger.warn('Outdated-data check failed', { code: freshness.error instanceof ApiError ? freshness.error.code : 'unknown' });
  }, [failed, freshness.error]);

  const items = freshness.data?.items ?? [];
  // The clock is read once, on mount: the 7-day window does not need a ticking clock.
  const [now] = useState(() => Date.now());
  const open = hydrated && !closed && items.length > 0 && !recentlyDismissed(dismissedAt, now);
  if (!open) return null;

  function go(route: string) {
    setClosed(true);
    void navigate(route);
  }

  function remindLater() {
    setDismissedAt(String(Date.now()));
    setClosed(true);
  }

  return (
    <Suspense fallback={null}>
      <OutdatedDataDialogBody items={items} onGo={go} onRemindLater={remindLater} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
