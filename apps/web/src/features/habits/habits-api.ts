/** The habit tracker's calls and query hooks; types are core's contracts (type-only imports). */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinBody, HabitBody, HabitList, HabitPatch, HabitView, PauseBody } from '@thrivewell/core/contracts/habits-contract';
import { apiFetch } from '../../lib/api-client';
import { newClientId, saveOrQueue, startOfflineSync } from '../../lib/offline-queue';
import { localToday } from '../../lib/device-time';

export type { HabitView, HabitBody };

export const habitsQueryKey = ['habits'] as const;
const withToday = (path: string) => `${path}?today=${localToday()}`;

export function useHabits() {
  return useQuery({ queryKey: habitsQueryKey, queryFn: ({ signal }) => apiFetch<HabitList>(withToday('/api/habits'), { signal }) });
}

/** Puts a changed habit into the cached list at once (one tap shows without a refetch). */
function useHabitChange<V>(call: (vars: V) => Promise<HabitView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (habit) => {
      client.setQueryData<HabitList>(habitsQueryKey, (list) => {
        if (!list) return list;
        const exists = list.habits.some((h) => h.id === habit.id);
        const habits = habit.archived ? list.habits.filter((h) => h.id !== habit.id) : exists ? list.habits.map((h) => (h.id === habit.id ? habit : h)) : [...list.habits, habit];
        return { ...list, habits };
      });
      void client.invalidateQueries({ queryKey: ['achievements'] });
    },
  });
}

export const useCreateHabit = () => useHabitChange((body: HabitBody) => apiFetch<HabitView>('/api/habits', { method: 'POST', body: { ...body, startedOn: localToday() } }));
export const useUpdateHabit = () => useHabitChange(({ id, patch }: { id: string; patch: HabitPatch }) => apiFetch<HabitView>(withToday(`/api/habits/${id}`), { method: 'PATCH', body: patch }));
/** A check-in as the cached habit would look after it (shown at once while it waits offline). */
function withCheckin(habit: HabitView, body: CheckinBody): HabitView {
  const value = body.status === 'skipped' ? 0 : (body.total ?? 1);
  const done = body.status === 'done' && (habit.kind === 'check' || value >= (habit.target ?? 1));
  return { ...habit, dueToday: !done && body.status !== 'skipped', stats: { ...habit.stats, doneToday: done, todayValue: value, skippedToday: body.status === 'skipped' } };
}

/**
 * One-tap check-in. A measurable step (+1/−1) is sent as the day's new total, so sending it
 * twice (a replay from the offline queue) counts once. Offline the check-in waits in the device's
 * queue and shows at once; the answer is then null.
 */
export function useCheckIn() {
  const client = useQueryClient();
  useEffect(() => startOfflineSync(() => void client.invalidateQueries({ queryKey: habitsQueryKey })), [client]);
  const cached = (id: string) => client.getQueryData<HabitList>(habitsQueryKey)?.habits.find((h) => h.id === id);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, body }: { id: string; body: Partial<CheckinBody> }): Promise<HabitView | null> => {
      const habit = cached(id);
      const { value, ...rest } = body;
      const total = value !== undefined && habit ? Math.max(0, habit.stats.todayValue + value) : undefined;
      const full: CheckinBody = { localDate: localToday(), status: 'done', ...rest, ...(total !== undefined ? { total } : value !== undefined ? { value } : {}) };
      const outcome = await saveOrQueue<HabitView>({ clientId: newClientId(), method: 'POST', path: withToday(`/api/habits/${id}/checkins`), body: full, label: 'Habit check-in', replaceKey: `habit:${id}:${full.localDate}` });
      const shown = outcome.status === 'saved' ? outcome.value : habit ? withCheckin(habit, full) : null;
      if (shown) client.setQueryData<HabitList>(habitsQueryKey, (list) => list && { ...list, habits: list.habits.map((h) => (h.id === shown.id ? shown : h)) });
      if (outcome.status === 'saved') void client.invalidateQueries({ queryKey: ['achievements'] });
      return outcome.status === 'saved' ? outcome.value : null;
    },
  });
}
/**
 * Undo, pause and resume also wait in the device's queue when offline (each is idempotent on the
 * server, and the last change of a habit's day or pause wins); the card shows the change at once.
 */
function useQueuedHabitChange<V extends { id: string }>(plan: (vars: V) => { method: 'POST' | 'DELETE'; path: string; body?: unknown; label: string; replaceKey: string }, shown: (habit: HabitView, vars: V) => HabitView) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (vars: V): Promise<HabitView | null> => {
      const call = plan(vars);
      const outcome = await saveOrQueue<HabitView>({ clientId: newClientId(), ...call, body: call.body ?? null });
      const habit = client.getQueryData<HabitList>(habitsQueryKey)?.habits.find((h) => h.id === vars.id);
      const next = outcome.status === 'saved' ? outcome.value : habit ? shown(habit, vars) : null;
      if (next) client.setQueryData<HabitList>(habitsQueryKey, (list) => list && { ...list, habits: list.habits.map((h) => (h.id === next.id ? next : h)) });
      if (outcome.status === 'saved') void client.invalidateQueries({ queryKey: ['achievements'] });
      return outcome.status === 'saved' ? outcome.value : null;
    },
  });
}

const coversToday = (p: { from: string; to: string | null }, today: string) => p.from <= today && (p.to === null || p.to >= today);

export const useUndoCheckIn = () =>
  useQueuedHabitChange(
    ({ id, localDate }: { id: string; localDate: string }) => ({ method: 'DELETE', path: withToday(`/api/habits/${id}/checkins/${localDate}`), label: 'Habit check-in undone', replaceKey: `habit:${id}:${localDate}` }),
    (habit, { localDate }) => (localDate === localToday() ? { ...habit, dueToday: !habit.stats.pausedToday, stats: { ...habit.stats, doneToday: false, todayValue: 0, skippedToday: false } } : habit),
  );
export const usePauseHabit = () =>
  useQueuedHabitChange(
    ({ id, body }: { id: string; body: PauseBody }) => ({ method: 'POST', path: withToday(`/api/habits/${id}/pause`), body, label: 'Habit paused', replaceKey: `habit-pause:${id}` }),
    (habit, { body }) => {
      const paused = coversToday(body, localToday());
      return { ...habit, pauses: [...habit.pauses, body], dueToday: habit.dueToday && !paused, stats: { ...habit.stats, pausedToday: habit.stats.pausedToday || paused } };
    },
  );
export const useResumeHabit = () =>
  useQueuedHabitChange(
    ({ id }: { id: string }) => ({ method: 'POST', path: withToday(`/api/habits/${id}/resume`), body: { localDate: localToday() }, label: 'Habit resumed', replaceKey: `habit-pause:${id}` }),
    (habit) => ({ ...habit, pauses: habit.pauses.filter((p) => !coversToday(p, localToday())), stats: { ...habit.stats, pausedToday: false } }),
  );

export function useReorderHabits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<HabitList>(withToday('/api/habits/order'), { method: 'PUT', body: { ids } }),
    onSuccess: (list) => client.setQueryData(habitsQueryKey, list),
  });
}
