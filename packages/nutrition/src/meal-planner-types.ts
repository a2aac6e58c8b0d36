/**
 * The meal planner's shapes (W2-E): what a plan is asked for (the person, medicines, locks, a
 * swap) and what it gives back (dated days of scaled meals, warnings with sources, a shopping
 * list, vitamin K steadiness). They sit apart from the planner's steps so each step module
 * (filters, scoring, portions, vitamin K, the grid) can name them without importing the
 * orchestrator; meal-planner.ts re-exports them, so callers keep one import path.
 */
import type { MealSlot, Recipe } from '@thrivewell/core/contracts/recipes-contract';
import type { Substance } from '@thrivewell/knowledge/types';
import type { FoodTraitSource } from './meal-planner-traits';
import type { PlanSource } from './medicine-food-rules';
import type { ShoppingAisle } from './shopping-list';

export const planNutrientKeys = ['kcal', 'carbsG', 'proteinG', 'fatG', 'fiberG', 'sodiumMg', 'potassiumMg', 'vitaminKUg'] as const;
export type PlanNutrientKey = (typeof planNutrientKeys)[number];
export type PlanNutrients = Record<PlanNutrientKey, number>;

export interface PlannerPerson {
  dietType?: string | null;
  restrictions?: readonly string[];
  /** Free text: "peanuts", "shellfish", "tree nuts", "kiwi". */
  allergies?: readonly string[];
  /** Words to keep out: "mushrooms", "coriander". */
  dislikes?: readonly string[];
  /** The profile's nutrition goals: "high protein", "more fibre", "lower sodium", "lose weight". */
  goals?: readonly string[];
  /** kcal a day; null → no calorie target. */
  kcalTarget?: number | null;
  /** Diagnosed conditions: "type 2 diabetes", "hypertension", "chronic kidney disease". */
  conditions?: readonly string[];
}

export interface LockedMeal {
  date: string;
  slot: MealSlot;
  recipeId: string;
}

export interface PlanInput {
  recipes: readonly Recipe[];
  days: number;
  /** The first day, YYYY-MM-DD. */
  startDate: string;
  slots?: readonly MealSlot[];
  person: PlannerPerson;
  /** Resolved through the knowledge base (resolveName / resolveKnown). */
  medicines?: readonly Substance[];
  locked?: readonly LockedMeal[];
  seed: number;
  /** Wellness Pro: nutrient targets, goals and conditions shape the choice, portions meet the kcal target. */
  advanced?: boolean;
  /** For a swap: the meal to change (it gets a different recipe; every other meal stays). */
  swap?: { date: string; slot: MealSlot };
  /** A swap keeps the rest of this plan. */
  previous?: MealPlan;
  traits?: FoodTraitSource;
}

export interface PlannedIngredient {
  name: string;
  foodId: string;
  grams: number;
  label: string;
}

export interface PlannedMeal {
  slot: MealSlot;
  recipeId: string;
  title: string;
  /** Servings of the recipe this meal is (portions scaled to the calorie target). */
  portion: number;
  minutes: number;
  locked: boolean;
  ingredients: PlannedIngredient[];
  nutrients: PlanNutrients;
}

export interface PlanDay {
  date: string;
  meals: PlannedMeal[];
  totals: PlanNutrients;
}

export interface PlanWarning {
  /** A knowledge-base rule id, or 'allergy:…', 'diet:…', 'plan:…' for the planner's own notes. */
  rule: string;
  message: string;
  sources: PlanSource[];
  kind: 'medicine' | 'allergy' | 'diet' | 'plan';
}

export interface MealPlan {
  seed: number;
  startDate: string;
  slots: MealSlot[];
  days: PlanDay[];
  warnings: PlanWarning[];
  shoppingList: ShoppingAisle[];
  /** Vitamin K steadiness, when a medicine asks for it. */
  vitaminK: { steady: boolean; meanUg: number; minUg: number; maxUg: number } | null;
  kcalTarget: number | null;
  /** How many library recipes fit the person's hard filters. */
  fittingRecipes: number;
}

export class MealPlanError extends Error {
  constructor(
    readonly code: 'NO_MEAL_TO_SWAP' | 'INVALID_INPUT',
    message: string,
  ) {
    super(message);
  }
}
