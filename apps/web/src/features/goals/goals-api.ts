/** Goals, readings and achievements: calls and query hooks (types from core's contracts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AchievementList, GoalBody, GoalList, GoalPatch, GoalView, Measurement, MeasurementBody, ProfileGoalKey } from '@thrivewell/core/contracts/goals-contract';
import { apiFetch } from '../../lib/api-client';
import { localToday } from '../../lib/device-time';

export type { GoalView, Measurement, GoalList };

const goalsKey = ['goals'] as const;
const measurementsKey = ['measurements'] as const;
const achievementsKey = ['achievements'] as const;

export const useGoals = () => useQuery({ queryKey: goalsKey, queryFn: ({ signal }) => apiFetch<GoalList>('/api/goals', { signal }), refetchOnWindowFocus: true });
export const useMeasurements = () => useQuery({ queryKey: measurementsKey, queryFn: ({ signal }) => apiFetch<{ measurements: Measurement[] }>('/api/measurements', { signal }) });
export const useAchievements = () => useQuery({ queryKey: achievementsKey, queryFn: ({ signal }) => apiFetch<AchievementList>(`/api/achievements?today=${localToday()}`, { signal }) });

/** After any change: goals' progress, readings and achievements may all move. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([goalsKey, measurementsKey, achievementsKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreateGoal() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: Partial<GoalBody> & { title: string }) => apiFetch<GoalView>('/api/goals', { method: 'POST', body }), onSuccess: refresh });
}

export function useTrackProfileGoals() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (keys: ProfileGoalKey[]) => apiFetch<GoalList>('/api/goals/from-profile', { method: 'POST', body: { keys } }), onSuccess: refresh });
}

export function useUpdateGoal() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, patch }: { id: string; patch: GoalPatch }) => apiFetch<GoalView>(`/api/goals/${id}`, { method: 'PATCH', body: patch }), onSuccess: refresh });
}

export function useLogMeasurement() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: MeasurementBody) => apiFetch<{ saved: Measurement[] }>('/api/measurements', { method: 'POST', body }), onSuccess: refresh });
}

export function useDeleteMeasurement() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiFetch<void>(`/api/measurements/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}
