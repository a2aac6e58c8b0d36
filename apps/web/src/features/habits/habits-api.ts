/** The habit tracker's calls and query hooks; types are core's contracts (type-only imports). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinBody, HabitBody, HabitList, HabitPatch, HabitView, PauseBody } from '@thrivewell/core/contracts/habits-contract';
import { apiFetch } from '../../lib/api-client';
import { localToday } from '../../lib/session-draft';

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
export const useCheckIn = () => useHabitChange(({ id, body }: { id: string; body: Partial<CheckinBody> }) => apiFetch<HabitView>(withToday(`/api/habits/${id}/checkins`), { method: 'POST', body: { localDate: localToday(), ...body } }));
export const useUndoCheckIn = () => useHabitChange(({ id, localDate }: { id: string; localDate: string }) => apiFetch<HabitView>(withToday(`/api/habits/${id}/checkins/${localDate}`), { method: 'DELETE' }));
export const usePauseHabit = () => useHabitChange(({ id, body }: { id: string; body: PauseBody }) => apiFetch<HabitView>(withToday(`/api/habits/${id}/pause`), { method: 'POST', body }));
export const useResumeHabit = () => useHabitChange(({ id }: { id: string }) => apiFetch<HabitView>(withToday(`/api/habits/${id}/resume`), { method: 'POST', body: { localDate: localToday() } }));

export function useReorderHabits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<HabitList>(withToday('/api/habits/order'), { method: 'PUT', body: { ids } }),
    onSuccess: (list) => client.setQueryData(habitsQueryKey, list),
  });
}
