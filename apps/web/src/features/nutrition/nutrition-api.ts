/** The food diary's calls and query hooks; types are core's contracts (type-only imports). */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BarcodeResponse,
  DayResponse,
  FoodDetail,
  FoodSearchResponse,
  LogEntry,
  LogEntryBody,
  LogEntryPatch,
  ProgressResponse,
  QuickFood,
  SettingsResponse,
} from '@thrivewell/core/contracts/nutrition-contract';
import { apiFetch } from '../../lib/api-client';
import { newClientId, saveOrQueue, startOfflineSync } from '../../lib/offline-queue';

export type { DayResponse, FoodDetail, LogEntry, ProgressResponse, QuickFood, SettingsResponse };

export const nutritionKeys = {
  all: ['nutrition'] as const,
  day: (date: string) => ['nutrition', 'day', date] as const,
  progress: (from: string, to: string) => ['nutrition', 'progress', from, to] as const,
  recent: ['nutrition', 'recent'] as const,
  favourites: ['nutrition', 'favourites'] as const,
  settings: ['nutrition', 'settings'] as const,
};

export const useDay = (date: string) => useQuery({ queryKey: nutritionKeys.day(date), queryFn: ({ signal }) => apiFetch<DayResponse>(`/api/nutrition/day/${date}`, { signal }) });
export const useProgress = (from: string, to: string) =>
  useQuery({ queryKey: nutritionKeys.progress(from, to), queryFn: ({ signal }) => apiFetch<ProgressResponse>(`/api/nutrition/progress?from=${from}&to=${to}`, { signal }) });
export const useRecentFoods = () => useQuery({ queryKey: nutritionKeys.recent, queryFn: ({ signal }) => apiFetch<{ foods: QuickFood[] }>('/api/nutrition/recent', { signal }) });
export const useFavouriteFoods = () => useQuery({ queryKey: nutritionKeys.favourites, queryFn: ({ signal }) => apiFetch<{ foods: QuickFood[] }>('/api/nutrition/favourites', { signal }) });
export const useMealSlots = () => useQuery({ queryKey: nutritionKeys.settings, queryFn: ({ signal }) => apiFetch<SettingsResponse>('/api/nutrition/settings', { signal }) });

export const useFoodSearch = (q: string) =>
  useQuery({
    queryKey: ['foods', 'search', q],
    queryFn: ({ signal }) => apiFetch<FoodSearchResponse>(`/api/foods/search?q=${encodeURIComponent(q)}&limit=12`, { signal }),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: (prev) => prev,
  });

export const useFoodDetail = (id: string | null) =>
  useQuery({ queryKey: ['foods', 'detail', id], queryFn: ({ signal }) => apiFetch<FoodDetail>(`/api/foods/${encodeURIComponent(id!)}`, { signal }), enabled: !!id, staleTime: 10 * 60_000 });

export const lookupBarcode = (code: string) => apiFetch<BarcodeResponse>(`/api/foods/barcode/${encodeURIComponent(code)}`);

function useRefreshDay() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: nutritionKeys.all });
}

/**
 * Logs a food. Offline (or on a network error) the save waits in the device's queue with its
 * client id and is replayed later; the server answers a replay with the entry already saved.
 */
export function useAddEntry() {
  const refresh = useRefreshDay();
  useEffect(() => startOfflineSync(() => refresh()), []); // eslint-disable-line react-hooks/exhaustive-deps
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: Omit<LogEntryBody, 'clientId'> & { label: string }) => {
      const { label, ...rest } = body;
      const clientId = newClientId();
      return saveOrQueue<LogEntry>({ clientId, method: 'POST', path: '/api/nutrition/log', body: { ...rest, clientId }, label: `Food: ${label}` });
    },
    onSuccess: refresh,
  });
}

export function useUpdateEntry() {
  const refresh = useRefreshDay();
  return useMutation({ mutationFn: ({ id, patch }: { id: string; patch: LogEntryPatch }) => apiFetch<LogEntry>(`/api/nutrition/log/${id}`, { method: 'PATCH', body: patch }), onSuccess: refresh });
}

export function useDeleteEntry() {
  const refresh = useRefreshDay();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/nutrition/log/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ foodId, on, amount, unit }: { foodId: string; on: boolean; amount?: number; unit?: string }) =>
      on
        ? apiFetch<{ foods: QuickFood[] }>('/api/nutrition/favourites', { method: 'POST', body: { foodId, amount, unit } })
        : apiFetch<{ foods: QuickFood[] }>(`/api/nutrition/favourites/${encodeURIComponent(foodId)}`, { method: 'DELETE' }),
    onSuccess: (data) => client.setQueryData(nutritionKeys.favourites, data),
  });
}

export function useSaveSlots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customSlots: string[]) => apiFetch<SettingsResponse>('/api/nutrition/settings', { method: 'PUT', body: { customSlots } }),
    onSuccess: (data) => {
      client.setQueryData(nutritionKeys.settings, data);
      void client.invalidateQueries({ queryKey: nutritionKeys.all });
    },
  });
}

/** "breakfast" → "Breakfast"; custom slot names as typed. */
export const slotLabel = (slot: string) => slot.charAt(0).toUpperCase() + slot.slice(1);

const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatAmount = (v: number) => fmt.format(v);
