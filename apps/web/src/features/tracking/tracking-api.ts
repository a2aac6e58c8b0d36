/**
 * Calls of daily tracking (W2-D) and their query hooks. Types are core's contract (type-only
 * imports: no schema reaches the browser). Saves go through the offline queue: a save made
 * offline answers `queued` and is replayed later with the same client id.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  DailyLog,
  DailyLogInput,
  MoodEntry,
  MoodEntryInput,
  MoodEntryPatch,
  SymptomEntryPatch,
  MoodList,
  SymptomEntryInput,
  SymptomList,
  SymptomSaved,
  TrackingDay,
  TrackingSettingsView,
} from '@thrivewell/core/contracts/tracking-contract';
import { apiFetch } from '../../lib/api-client';
import { deviceTimeZone } from '../../lib/device-time';
import { newClientId, saveOrQueue, startOfflineSync, type SaveOutcome } from '../../lib/offline-queue';

export type { DailyLog, MoodEntry, SymptomSaved, TrackingDay };

export const trackingKeys = {
  all: ['tracking'] as const,
  day: (date: string) => ['tracking', 'day', date] as const,
  mood: (from: string, to: string) => ['tracking', 'mood', from, to] as const,
  symptoms: (from: string, to: string) => ['tracking', 'symptoms', from, to] as const,
  settings: ['tracking', 'settings'] as const,
};


/** The entry's instant and day from a local date and a time ('HH:MM'), as the person sees them. */
export function entryMoment(date: string, time: string): { recordedAt: string; localDate: string } {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const at = new Date(y!, m! - 1, d!, hh ?? 12, mm ?? 0);
  // A back-filled time later than now on today's date is taken as now (the server refuses the future).
  const recordedAt = at.getTime() > Date.now() ? new Date() : at;
  return { recordedAt: recordedAt.toISOString(), localDate: date };
}

export function currentTime(now = new Date()): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/**
 * Replays saves kept on this device (now and when the browser comes back online) and sends the
 * browser's time zone the first time tracking is used, so days are counted where the person is.
 */
export function useTrackingSync() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: trackingKeys.settings, queryFn: () => apiFetch<TrackingSettingsView>('/api/tracking/settings') });
  useEffect(() => {
    if (settings.data && !settings.data.saved) {
      void apiFetch<TrackingSettingsView>('/api/tracking/settings', { method: 'PUT', body: { timeZone: deviceTimeZone() } })
        .then((view) => client.setQueryData(trackingKeys.settings, view))
        .catch(() => undefined);
    }
  }, [settings.data, client]);
  useEffect(() => startOfflineSync(() => void client.invalidateQueries({ queryKey: trackingKeys.all })), [client]);
}

export function useTrackingDay(date: string) {
  return useQuery({ queryKey: trackingKeys.day(date), queryFn: () => apiFetch<TrackingDay>(`/api/tracking/day/${date}`) });
}

export function useMoodRange(from: string, to: string) {
  return useQuery({ queryKey: trackingKeys.mood(from, to), queryFn: () => apiFetch<MoodList>(`/api/tracking/mood?from=${from}&to=${to}`) });
}

export function useSymptomRange(from: string, to: string) {
  return useQuery({ queryKey: trackingKeys.symptoms(from, to), queryFn: () => apiFetch<SymptomList>(`/api/tracking/symptoms?from=${from}&to=${to}`) });
}

function useInvalidateTracking() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: trackingKeys.all });
}

export function useSaveMood() {
  const invalidate = useInvalidateTracking();
  return useMutation({
    // 'always': the save runs offline too, so it reaches the offline queue instead of pausing.
    networkMode: 'always',
    mutationFn: ({ body, label }: { body: Omit<MoodEntryInput, 'clientId'>; label: string }): Promise<SaveOutcome<MoodEntry>> => {
      const clientId = newClientId();
      return saveOrQueue<MoodEntry>({ clientId, method: 'POST', path: '/api/tracking/mood', body: { ...body, clientId }, label });
    },
    onSuccess: invalidate,
  });
}

export function useSaveSymptom() {
  const invalidate = useInvalidateTracking();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, label }: { body: Omit<SymptomEntryInput, 'clientId'>; label: string }): Promise<SaveOutcome<SymptomSaved>> => {
      const clientId = newClientId();
      return saveOrQueue<SymptomSaved>({ clientId, method: 'POST', path: '/api/tracking/symptoms', body: { ...body, clientId }, label });
    },
    onSuccess: invalidate,
  });
}

export function useSaveDailyLog() {
  const invalidate = useInvalidateTracking();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ date, body }: { date: string; body: DailyLogInput }): Promise<SaveOutcome<DailyLog>> =>
      saveOrQueue<DailyLog>({ clientId: newClientId(), method: 'PUT', path: `/api/tracking/day/${date}/log`, body, label: `Daily log for ${date}`, replaceKey: `log:${date}` }),
    onSuccess: invalidate,
  });
}

export function useUpdateMood() {
  const invalidate = useInvalidateTracking();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MoodEntryPatch }) => apiFetch<MoodEntry>(`/api/tracking/mood/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: invalidate,
  });
}

export function useUpdateSymptom() {
  const invalidate = useInvalidateTracking();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SymptomEntryPatch }) => apiFetch<SymptomSaved>(`/api/tracking/symptoms/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry(kind: 'mood' | 'symptoms') {
  const invalidate = useInvalidateTracking();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/tracking/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
