/**
 * Calls of the doses area (W2-D) with their query hooks. Types are core's contracts (type-only
 * imports). Every call names the device's time zone: a new schedule is made in it and "today" is
 * the device's day.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdherenceResponse, DoseDay, DoseEventBody, DoseEventResult, DoseSchedule, DoseScheduleBody } from '@thrivewell/core/contracts/doses-contract';
import { apiFetch } from '../../lib/api-client';
import { cabinetQueryKey } from '../../lib/cabinet-query-keys';

export type { AdherenceResponse, DoseDay, DoseSchedule, DoseScheduleBody };
export type ScheduledDose = DoseDay['doses'][number];

export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The device's calendar day, 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const zoneQuery = () => `timeZone=${encodeURIComponent(deviceTimeZone())}`;
export const dosesKey = ['doses'] as const;

/**
 * The schedules follow the cabinet: when the cabinet's answer changes (an entry added, paused or
 * removed on the same page), the dose answers are fetched again.
 */
function useFollowCabinet() {
  const client = useQueryClient();
  const stamp = useQuery({ queryKey: cabinetQueryKey, enabled: false }).dataUpdatedAt;
  const seen = useRef(stamp);
  useEffect(() => {
    if (stamp === seen.current) return;
    seen.current = stamp;
    void client.invalidateQueries({ queryKey: dosesKey });
  }, [stamp, client]);
}

export function useDoseSchedules() {
  useFollowCabinet();
  return useQuery({
    queryKey: [...dosesKey, 'schedules'],
    queryFn: ({ signal }) => apiFetch<{ schedules: DoseSchedule[] }>(`/api/doses/schedules?${zoneQuery()}`, { signal }).then((r) => r.schedules),
  });
}

export function useDoseDay(date: string) {
  useFollowCabinet();
  return useQuery({
    queryKey: [...dosesKey, 'day', date],
    queryFn: ({ signal }) => apiFetch<DoseDay>(`/api/doses/day/${date}?${zoneQuery()}`, { signal }),
    // A due dose turns missed at the end of its window while the page is open.
    refetchInterval: 5 * 60 * 1000,
  });
}

export function useAdherence(days: 7 | 30 | 90) {
  return useQuery({
    queryKey: [...dosesKey, 'adherence', days],
    queryFn: ({ signal }) => apiFetch<AdherenceResponse>(`/api/doses/adherence?days=${days}&to=${localToday()}&${zoneQuery()}`, { signal }),
  });
}

export function useMarkDose() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DoseEventBody) => apiFetch<DoseEventResult>('/api/doses/events', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: dosesKey }),
  });
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DoseScheduleBody }) => apiFetch<DoseSchedule>(`/api/doses/schedules/${id}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: dosesKey }),
  });
}

export function useRefill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => apiFetch<DoseSchedule>(`/api/doses/schedules/${id}/refill`, { method: 'POST', body: { quantity } }),
    onSuccess: () => client.invalidateQueries({ queryKey: dosesKey }),
  });
}
