/**
 * Meal plans (W2-E): builds the person's current plan with the pure planner
 * (@thrivewell/nutrition/meal-planner) from what the profile service and the cabinet service
 * say about them (diet, restrictions, allergies, dislikes, goals, conditions, age and sex,
 * active medicines) and the recipes the port gives; keeps it in `meal_plans` so swap and lock
 * work on it.
 *
 * Plans: free = meal_planner_lite (1 day; diet type, allergies, dislikes); Wellness Pro =
 * advanced_meal_planning (up to 7 days, nutrient targets, goals, conditions, calorie target,
 * steady vitamin K across days). Asking for more than 1 day on the free plan is a 403 that
 * names Wellness Pro (not a silent clamp: the person asked for a week and should know why they
 * did not get one). Medicine and allergy exclusions and their warnings apply on every plan:
 * safety is never paywalled (ADR 0007).
 */
import type { CreateMealPlanBody, LockMealBody, MealPlanResponse, ShoppingListResponse, SwapMealBody } from '@thrivewell/core/contracts/meal-plans-contract';
import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { hasFeatureAccess } from '@thrivewell/core/rules/plans';
import { resolveKnown, resolveName } from '@thrivewell/knowledge/resolve';
import type { Substance } from '@thrivewell/knowledge/types';
import { defaultKcalTarget, MealPlanError, planMeals, swapMeal, warmPlanner, type MealPlan, type PlannerPerson, type PlanInput } from '@thrivewell/nutrition/meal-planner';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { SubscriptionService } from '../billing/subscription.service';
import type { CabinetService } from '../cabinet/cabinet.service';
import { findProfile } from '../profile/profile.service';
import { findMealPlanRow, replaceMealPlanRow, updateMealPlanRow, type MealPlanRequest, type MealPlanRow } from './meal-plans.repo';

/** Where recipes come from: the built-in library now; admin-imported recipes join it later. */
export interface RecipePort {
  recipes(): Promise<readonly Recipe[]>;
}

export interface MealPlansServiceOptions {
  db: Database;
  cabinet: Pick<CabinetService, 'activeCheckInputs'>;
  subscriptions: Pick<SubscriptionService, 'statusFor'>;
  recipes: RecipePort;
  /** The server's day when the request gives no start date. */
  today?: () => string;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim().length > 0) : []);
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Food preferences that say what to avoid: "no mushrooms", "dislike coriander", "hate olives". */
function dislikesFromPreferences(preferences: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of preferences) {
    const m = /^\s*(no|not|dislikes?|hates?|avoid|without|don'?t like)\s+(.+)$/i.exec(p);
    if (m) out.push(m[2]!.trim());
  }
  return out;
}

export function createMealPlansService({ db, cabinet, subscriptions, recipes, today = () => new Date().toISOString().slice(0, 10) }: MealPlansServiceOptions) {
  async function person(userId: string, request: MealPlanRequest): Promise<{ person: PlannerPerson; medicines: Substance[] }> {
    const row = await findProfile(db, userId);
    const diet = record(row?.dietary_info);
    const medical = record(row?.medical_history);
    const personal = record(row?.personal_info);
    const conditions = [...list(record(row?.conditions).diagnosed), ...list(medical.chronicConditions), ...list(medical.currentConditions)];
    const age = typeof personal.age === 'number' ? personal.age : null;
    const sex = typeof personal.gender === 'string' ? personal.gender : null;
    const inputs = await cabinet.activeCheckInputs(userId);
    const medicines: Substance[] = [];
    for (const input of inputs) {
      const r = input.known ? resolveKnown(input.input, input.known) : resolveName(input.input);
      if (r.ok) medicines.push(r.substance);
      else {
        const again = resolveName(input.input);
        if (again.ok) medicines.push(again.substance);
      }
    }
    return {
      medicines,
      person: {
        dietType: typeof diet.type === 'string' ? diet.type : null,
        restrictions: list(diet.restrictions),
        allergies: list(medical.allergies),
        dislikes: [...dislikesFromPreferences(list(diet.preferences)), ...request.dislikes],
        goals: request.advanced ? list(diet.goals) : [],
        conditions: request.advanced ? conditions : [],
        kcalTarget: request.advanced ? (request.kcalTarget ?? defaultKcalTarget(sex, age)) : null,
      },
    };
  }

  async function advancedFor(userId: string): Promise<boolean> {
    return hasFeatureAccess(await subscriptions.statusFor(userId), 'advanced_meal_planning');
  }

  function view(row: MealPlanRow): MealPlanResponse {
    const plan = row.plan as unknown as MealPlan;
    return {
      id: row.id,
      startDate: plan.startDate,
      tier: row.tier,
      days: plan.days,
      warnings: plan.warnings,
      shoppingList: plan.shoppingList,
      vitaminK: plan.vitaminK,
      kcalTarget: plan.kcalTarget,
      fittingRecipes: plan.fittingRecipes,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function currentRow(userId: string): Promise<MealPlanRow> {
    const row = await findMealPlanRow(db, userId);
    if (!row) throw new AppError('NO_MEAL_PLAN', 'You have no meal plan yet. Create one first.', 404);
    return row;
  }

  function run(fn: () => MealPlan): MealPlan {
    try {
      return fn();
    } catch (e) {
      if (e instanceof MealPlanError) throw new AppError(e.code === 'NO_MEAL_TO_SWAP' ? 'MEAL_NOT_FOUND' : 'VALIDATION_ERROR', e.message, e.code === 'NO_MEAL_TO_SWAP' ? 404 : 400);
      throw e;
    }
  }

  /**
   * The first plan of a process parses the food table (about 0.7 s); opening the page (GET
   * current) starts that in the background once, so the plan the person then asks for is fast.
   */
  let warmed = false;
  const warm = () => {
    if (warmed) return;
    warmed = true;
    setImmediate(() => {
      void recipes
        .recipes()
        .then((library) => warmPlanner(library))
        .catch(() => {
          warmed = false;
        });
    });
  };

  const lockedOf = (plan: MealPlan) => plan.days.flatMap((d) => d.meals.filter((m) => m.locked).map((m) => ({ date: d.date, slot: m.slot, recipeId: m.recipeId })));

  return {
    async generate(userId: string, body: CreateMealPlanBody): Promise<MealPlanResponse> {
      const advanced = await advancedFor(userId);
      if (!advanced && body.days > 1) {
        throw new AppError(
          'UPGRADE_REQUIRED',
          'Plans of more than 1 day (up to 7, with nutrient targets and medicine-aware vitamin K) need Wellness Pro. The free plan makes a 1-day plan: choose 1 day, or upgrade to continue.',
          403,
          'days',
        );
      }
      const previous = await findMealPlanRow(db, userId);
      const request: MealPlanRequest = { days: body.days, startDate: body.startDate ?? today(), kcalTarget: body.kcalTarget ?? null, dislikes: body.dislikes ?? [], advanced };
      const seed = Math.floor(Math.random() * 2 ** 31);
      const { person: p, medicines } = await person(userId, request);
      const library = await recipes.recipes();
      const plan = run(() =>
        planMeals({
          recipes: library,
          days: request.days,
          startDate: request.startDate,
          person: p,
          medicines,
          seed,
          advanced,
          locked: previous ? lockedOf(previous.plan as unknown as MealPlan) : [],
        }),
      );
      const row = await replaceMealPlanRow(db, userId, { request, plan: plan as unknown as Record<string, unknown>, seed, swaps: 0, tier: advanced ? 'advanced' : 'lite' });
      return view(row);
    },

    async current(userId: string): Promise<MealPlanResponse> {
      warm();
      return view(await currentRow(userId));
    },

    async swap(userId: string, body: SwapMealBody): Promise<MealPlanResponse> {
      const row = await currentRow(userId);
      const previous = row.plan as unknown as MealPlan;
      const meal = previous.days.find((d) => d.date === body.date)?.meals.find((m) => m.slot === body.slot);
      if (!meal) throw new AppError('MEAL_NOT_FOUND', `There is no ${body.slot} on ${body.date} in your plan.`, 404, 'date');
      if (meal.locked) throw new AppError('MEAL_LOCKED', 'This meal is locked. Unlock it to swap it.', 409, 'slot');
      // Safety and the tier follow today's profile, cabinet and plan, not the ones the plan was made with.
      const advanced = await advancedFor(userId);
      const request = { ...row.request, advanced };
      const { person: p, medicines } = await person(userId, request);
      const library = await recipes.recipes();
      const base: Omit<PlanInput, 'swap' | 'previous' | 'days' | 'startDate'> = { recipes: library, person: p, medicines, seed: row.seed + row.swaps + 1, advanced };
      const plan = run(() => swapMeal(base, previous, body.date, body.slot));
      const updated = await updateMealPlanRow(db, userId, row.id, { plan: plan as unknown as Record<string, unknown>, swaps: row.swaps + 1, request });
      if (!updated) throw new AppError('PLAN_CHANGED', 'Your plan changed while swapping. Reload it and try again.', 409);
      return view(updated);
    },

    async lock(userId: string, body: LockMealBody): Promise<MealPlanResponse> {
      const row = await currentRow(userId);
      const plan = row.plan as unknown as MealPlan;
      const meal = plan.days.find((d) => d.date === body.date)?.meals.find((m) => m.slot === body.slot);
      if (!meal) throw new AppError('MEAL_NOT_FOUND', `There is no ${body.slot} on ${body.date} in your plan.`, 404, 'date');
      meal.locked = body.locked;
      const updated = await updateMealPlanRow(db, userId, row.id, { plan: plan as unknown as Record<string, unknown> });
      if (!updated) throw new AppError('PLAN_CHANGED', 'Your plan changed while locking. Reload it and try again.', 409);
      return view(updated);
    },

    async shoppingList(userId: string): Promise<ShoppingListResponse> {
      const row = await currentRow(userId);
      return { planId: row.id, aisles: (row.plan as unknown as MealPlan).shoppingList };
    },
  };
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
