/** GET /api/today (W2-D): the home dashboard's "Today" card. The type is core's contract. */
import { useQuery } from '@tanstack/react-query';
import type { Today } from '@thrivewell/core/contracts/today-contract';
import { apiFetch } from '../../lib/api-client';

export type { Today };

export const todayQueryKey = ['today'] as const;

export function useToday() {
  return useQuery({
    queryKey: todayQueryKey,
    queryFn: ({ signal }) => apiFetch<Today>('/api/today', { signal }),
    // What is due changes through the day; the card is cheap to ask again when the page is opened.
    staleTime: 60_000,
  });
}
