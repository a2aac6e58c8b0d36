import { QueryClient } from '@tanstack/react-query';
import { queryDefaults, shouldRetryQuery } from './query-defaults';

/**
 * The one query client of the page, with the spec's defaults (P1-SEC-23..26). Shared by the
 * page-level provider and by hooks that also run in the frame outside it (the tier banner's
 * useSubscription), so both read one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: queryDefaults.staleTimeMs,
      gcTime: queryDefaults.gcTimeMs,
      retry: shouldRetryQuery,
      refetchOnWindowFocus: queryDefaults.refetchOnWindowFocus,
    },
    mutations: { retry: queryDefaults.mutationRetries },
  },
});
