import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { performanceMonitor, watchQueryCache } from '../lib/performance-monitor';
import type { WithChildren } from './lazy-page';

export { queryClient };

// The data cache's hit rate is measured from the first page that uses it (P1-SEC-33).
watchQueryCache(queryClient.getQueryCache(), performanceMonitor);

export default function QueryProvider({ children }: WithChildren) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
