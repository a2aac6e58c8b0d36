/** Meal planning's calls and query hooks; types are core's contracts (type-only imports). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMealPlanBody, LockMealBody, MealPlanResponse, SwapMealBody } from '@thrivewell/core/contracts/meal-plans-contract';
import { ApiError, apiFetch } from '../../lib/api-client';

export type { MealPlanResponse };

export const mealPlanQueryKey = ['meal-plan'] as const;

/** The current plan; null when the person has none yet (404 NO_MEAL_PLAN). */
export function useCurrentMealPlan() {
  return useQuery({
    queryKey: mealPlanQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<MealPlanResponse>('/api/meal-plans/current', { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
}

function usePlanChange<V>(call: (vars: V) => Promise<MealPlanResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (plan) => client.setQueryData(mealPlanQueryKey, plan),
  });
}

export const useGenerateMealPlan = () => usePlanChange((body: CreateMealPlanBody) => apiFetch<MealPlanResponse>('/api/meal-plans', { method: 'POST', body }));
export const useSwapMeal = () => usePlanChange((body: SwapMealBody) => apiFetch<MealPlanResponse>('/api/meal-plans/current/swap', { method: 'POST', body }));
export const useLockMeal = () => usePlanChange((body: LockMealBody) => apiFetch<MealPlanResponse>('/api/meal-plans/current/lock', { method: 'POST', body }));
