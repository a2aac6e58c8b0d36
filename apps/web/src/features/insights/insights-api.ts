/**
 * Calls of trends and patterns (W2-D) paired with their query hooks. Types are core's contracts
 * (type-only imports: no schema reaches the browser bundle).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PatternView, SeriesResponse, TrendWindow } from '@thrivewell/core/contracts/insights-contract';
import { apiFetch } from '../../lib/api-client';

export type { PatternView, SeriesResponse, TrendWindow };

export const insightsQueryKey = ['insights'] as const;

export function fetchSeries(days: TrendWindow, signal?: AbortSignal): Promise<SeriesResponse> {
  return apiFetch(`/api/insights/series?days=${days}`, { signal });
}

export function fetchPatterns(days: number, signal?: AbortSignal): Promise<PatternView[]> {
  return apiFetch(`/api/insights/patterns?days=${days}`, { signal });
}

/** The person's series over a window; the previous window stays on screen while the next loads. */
export function useSeries(days: TrendWindow) {
  return useQuery({ queryKey: [...insightsQueryKey, 'series', days], queryFn: ({ signal }) => fetchSeries(days, signal), placeholderData: keepPreviousData });
}

export function usePatterns(days: number, enabled = true) {
  return useQuery({ queryKey: [...insightsQueryKey, 'patterns', days], queryFn: ({ signal }) => fetchPatterns(days, signal), placeholderData: keepPreviousData, enabled });
}
