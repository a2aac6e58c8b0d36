import { useQuery } from '@tanstack/react-query';
import { freeSubscriptionStatus, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { queryDefaults } from './query-defaults';
import { effectiveTier, tierFromHost, upgradeHref, type HostTier, type SimplifiedTier, type Tier } from '@thrivewell/core/rules/tier';
import { ApiError, apiFetch, type FetchLike } from './api-client';
import { useHydrated } from './client-values';
import { queryClient } from './query-client';
import { useSession } from './session';

// Never imported by the landing page: the tier banner (its only frame user) skips '/', so
// TanStack Query stays out of the first visit's JavaScript.

/** Every subscription query starts with this key; invalidate it after a payment or a cancel. */
export const subscriptionQueryKey = ['subscription'] as const;

/** A light shape check instead of zod, to keep the banner's chunk small. */
function toStatus(body: unknown): SubscriptionStatus {
  const b = (body ?? {}) as Record<string, unknown>;
  const simplified = b.simplifiedTier;
  if (typeof b.isSubscribed !== 'boolean' || (simplified !== 'paid' && simplified !== 'free')) {
    throw new ApiError(200, 'INVALID_RESPONSE', 'Failed to fetch subscription status');
  }
  return {
    isSubscribed: b.isSubscribed,
    tier: typeof b.tier === 'string' ? b.tier : simplified,
    simplifiedTier: simplified,
    trialEnd: null,
    subscriptionEnd: typeof b.subscriptionEnd === 'string' ? b.subscriptionEnd : null,
  };
}

/** GET /api/subscription (P1-SUB-05); 401 when signed out. */
export async function fetchSubscription(signal?: AbortSignal, fetchImpl?: FetchLike): Promise<SubscriptionStatus> {
  return toStatus(await apiFetch('/api/subscription', { signal }, fetchImpl));
}

/** Reloads every subscription read (banner, badges, pages) — after paying or cancelling. */
export function refreshSubscription(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
}

export interface SubscriptionState extends SubscriptionStatus {
  /** True until the session and (when signed in) the first status are known. */
  loading: boolean;
  error: Error | null;
  /** Whether a status came from the server (false while loading, signed out or after a failed first read). */
  known: boolean;
  refetch: () => Promise<unknown>;
}

export interface UseSubscriptionOptions {
  /** Poll every n ms (the success page waits for the payment to land this way). */
  refetchIntervalMs?: number | false;
}

/**
 * The signed-in user's subscription status (P1-SUB-04..07): read only when signed in, cached
 * 5 minutes and kept 10; signed out, loading or on any error it is free. The page that shows
 * the status toasts a failed read itself; the banner and badges fall back silently.
 * Uses the shared client explicitly so it also works in the frame, outside the page provider.
 */
export function useSubscription(options: UseSubscriptionOptions = {}): SubscriptionState {
  const hydrated = useHydrated();
  const { user, loading: sessionLoading } = useSession();
  const signedIn = hydrated && !sessionLoading && !!user;
  const query = useQuery(
    {
      queryKey: [...subscriptionQueryKey, user?.id ?? null],
      queryFn: ({ signal }) => fetchSubscription(signal),
      enabled: signedIn,
      staleTime: queryDefaults.staleTimeMs,
      gcTime: queryDefaults.gcTimeMs,
      refetchInterval: options.refetchIntervalMs ?? false,
    },
    queryClient,
  );
  const loading = !hydrated || sessionLoading || (signedIn && query.isPending);
  const status = signedIn && query.data ? query.data : freeSubscriptionStatus;
  return { ...status, loading, error: signedIn ? query.error : null, known: signedIn && !!query.data, refetch: query.refetch };
}

export interface TierState {
  /** False on the server, during hydration and while the session or plan loads: show a neutral version. */
  ready: boolean;
  host: HostTier;
  plan: SimplifiedTier;
  tier: Tier;
  /** The pricing page on the health host (absolute) or on this origin (relative). */
  upgradeHref: string;
}

const neutralHost = tierFromHost('');

/** The visitor's tier: the host's tier (spec §1) combined with the subscription (P1-SUB-02/03). */
export function useTier(): TierState {
  const subscription = useSubscription();
  const plan: SimplifiedTier = subscription.simplifiedTier;
  if (subscription.loading) {
    return { ready: false, host: neutralHost, plan, tier: 'wellness', upgradeHref: '/pricing' };
  }
  const host = tierFromHost(window.location.hostname);
  return { ready: true, host, plan, tier: effectiveTier(host, plan), upgradeHref: upgradeHref(window.location) };
}
