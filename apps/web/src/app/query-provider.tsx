import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import type { WithChildren } from './lazy-page';

export { queryClient };

export default function QueryProvider({ children }: WithChildren) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
