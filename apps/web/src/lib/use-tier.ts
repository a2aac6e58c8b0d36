import { effectiveTier, tierFromHost, upgradeHref, type HostTier, type SimplifiedTier, type Tier } from '@thrivewell/core/tier';
import { useHydrated } from './local-store';
import { useSession } from './session';

export interface TierState {
  /** False on the server, during hydration and while the session loads: show a neutral version. */
  ready: boolean;
  host: HostTier;
  plan: SimplifiedTier;
  tier: Tier;
  /** The pricing page on the health host (absolute) or on this origin (relative). */
  upgradeHref: string;
}

const neutralHost = tierFromHost('');

/** The visitor's tier: the host's tier (spec §1) combined with the subscription. */
export function useTier(): TierState {
  const hydrated = useHydrated();
  const { loading } = useSession();
  // Signed out is always free. Accounts and billing will supply the signed-in user's
  // simplified tier here (P1-SUB-02/03); until they land every user is free.
  const plan: SimplifiedTier = 'free';
  if (!hydrated || loading) {
    return { ready: false, host: neutralHost, plan, tier: 'wellness', upgradeHref: '/pricing' };
  }
  const host = tierFromHost(window.location.hostname);
  return { ready: true, host, plan, tier: effectiveTier(host, plan), upgradeHref: upgradeHref(window.location) };
}
