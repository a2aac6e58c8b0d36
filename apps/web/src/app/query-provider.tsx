import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryDefaults, shouldRetryQuery } from '@thrivewell/core/query-defaults';
import type { WithChildren } from './lazy-page';

/** The one query client of the page, with the spec's defaults (P1-SEC-23..26). */
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

export default function QueryProvider({ children }: WithChildren) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
