/**
 * Calls of the doses area (W2-D) with their query hooks. Types are core's contracts (type-only
 * imports). Every call names the device's time zone: a new schedule is made in it and "today" is
 * the device's day.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdherenceResponse, DoseDay, DoseEventBody, DoseEventResult, DoseSchedule, DoseScheduleBody } from '@thrivewell/core/contracts/doses-contract';
import { apiFetch } from '../../lib/api-client';
import { deviceTimeZone, localToday } from '../../lib/device-time';
import { newClientId, saveOrQueue, startOfflineSync, type SaveOutcome } from '../../lib/offline-queue';
import { cabinetQueryKey } from '../../lib/cabinet-query-keys';

export type { AdherenceResponse, DoseDay, DoseSchedule, DoseScheduleBody };
export type ScheduledDose = DoseDay['doses'][number];



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

/** Puts a mark that waits in the offline queue into the cached days, so the tap shows at once. */
function showQueuedMark(client: QueryClient, body: DoseEventBody) {
  client.setQueriesData<DoseDay>({ queryKey: [...dosesKey, 'day'] }, (day) =>
    day && {
      ...day,
      doses: day.doses.map((d) =>
        d.scheduleId === body.scheduleId && d.scheduledFor === body.scheduledFor ? { ...d, status: body.status, takenAt: body.status === 'taken' ? new Date().toISOString() : null } : d,
      ),
    },
  );
}

/**
 * Marks a dose taken or skipped. Offline (or when the network fails) the mark waits in the
 * device's offline queue with its client id and is sent when the connection returns — the
 * server counts a replayed client id once — so a tap is never lost; the answer is then null.
 */
export function useMarkDose() {
  const client = useQueryClient();
  useEffect(() => startOfflineSync(() => void client.invalidateQueries({ queryKey: dosesKey })), [client]);
  return useMutation({
    // Offline the call must still run, so the mark reaches the queue instead of pausing.
    networkMode: 'always',
    mutationFn: async (mark: DoseEventBody): Promise<DoseEventResult | null> => {
      const body = { ...mark, clientId: mark.clientId ?? newClientId() };
      const label = `Dose ${body.status}${body.scheduledFor ? ` (${new Date(body.scheduledFor).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })})` : ''}`;
      const outcome = await saveOrQueue<DoseEventResult>({ clientId: body.clientId, method: 'POST', path: '/api/doses/events', body, label });
      if (outcome.status === 'saved') return outcome.value;
      showQueuedMark(client, body);
      return null;
    },
    onSettled: (result) => (result === null ? undefined : client.invalidateQueries({ queryKey: dosesKey })),
  });
}

/**
 * Saves a schedule's edit (a PUT: sending it twice is the same edit). Offline it waits in the
 * device's queue, the last edit of a schedule replacing an earlier one, and the cached schedule
 * shows it at once; the dose day and reminders follow when it syncs.
 */
export function useSaveSchedule() {
  const client = useQueryClient();
  useEffect(() => startOfflineSync(() => void client.invalidateQueries({ queryKey: dosesKey })), [client]);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, body }: { id: string; body: DoseScheduleBody }): Promise<SaveOutcome<DoseSchedule>> => {
      const outcome = await saveOrQueue<DoseSchedule>({ clientId: newClientId(), method: 'PUT', path: `/api/doses/schedules/${id}`, body, label: 'Dose schedule edit', replaceKey: `dose-schedule:${id}` });
      if (outcome.status === 'queued') {
        client.setQueryData<DoseSchedule[]>([...dosesKey, 'schedules'], (list) => list?.map((s) => (s.id === id ? { ...s, ...body } : s)));
      }
      return outcome;
    },
    onSuccess: (outcome) => (outcome.status === 'saved' ? client.invalidateQueries({ queryKey: dosesKey }) : undefined),
  });
}

export function useRefill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => apiFetch<DoseSchedule>(`/api/doses/schedules/${id}/refill`, { method: 'POST', body: { quantity } }),
    onSuccess: () => client.invalidateQueries({ queryKey: dosesKey }),
  });
}
