import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DashboardResponse } from '@thrivewell/core/contracts/dashboard';
import { ApiError, apiFetch, errorFrom } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-query-keys';
import { useSession } from '../../../lib/session';
import { takePrefetchedDashboard } from './dashboard-prefetch';

export const dashboardQueryKey = ['dashboard'] as const;

/** The boot-time request's answer when there is one (see dashboard-prefetch.ts), else a new request. */
async function fetchDashboard(signal: AbortSignal): Promise<DashboardResponse> {
  const res = await takePrefetchedDashboard();
  if (!res) return apiFetch<DashboardResponse>('/api/dashboard', { signal });
  if (!res.ok) throw await errorFrom(res);
  try {
    return (await res.json()) as DashboardResponse;
  } catch {
    throw new ApiError(res.status, 'INVALID_RESPONSE', 'An unexpected error occurred. Please try again.');
  }
}

/** Each part goes into the cache of its own query, so every screen reads the same data. */
function seed(client: QueryClient, data: DashboardResponse) {
  client.setQueryData(profileKeys.status, data.status);
  client.setQueryData(profileKeys.profile, data.profile);
  client.setQueryData(profileKeys.analysis, data.analysis);
  client.setQueryData(profileKeys.freshness, data.freshness);
}

/**
 * GET /api/dashboard (W2-C §2): the dashboard's first screen in one request, seeding the status,
 * profile, analysis and freshness queries. Those queries wait until it has settled; if it fails
 * they ask on their own, with their own error handling. Not retried for that reason.
 */
export function useDashboard() {
  const client = useQueryClient();
  const { user } = useSession();
  return useQuery({
    queryKey: [...dashboardQueryKey, user?.id ?? null],
    queryFn: async ({ signal }) => {
      const data = await fetchDashboard(signal);
      seed(client, data);
      return data;
    },
    enabled: !!user,
    retry: false,
  });
}
