/**
 * What the meal planner knows about one recipe, worked out once and cached per recipe object
 * (and per trait source): nutrients of one serving from the food table, the traits that
 * diets, allergies and medicine rules act on (its foods' traits, its own allergen tags, and
 * iron-rich judged per serving), the lower-case words that free-text allergies and dislikes
 * are matched against, and its ingredients per serving. Caching keeps a 7-day plan in
 * milliseconds once the food table is parsed; the rounding helpers here are the plan's own.
 */
import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { recipeTraitThresholds } from './food-traits';
import { getFood } from './foods';
import { allergenTagTraits, foodTableTraits, nutrientTraits, type FoodTraitSource, type PlannerTrait } from './meal-planner-traits';
import { planNutrientKeys, type PlanNutrients, type PlannedIngredient } from './meal-planner-types';
import { scaleNutrients, sumNutrients, type Nutrients } from './nutrients';

export interface RecipeFacts {
  recipe: Recipe;
  perServing: PlanNutrients;
  traits: Set<PlannerTrait>;
  /** Lower-case words of the title, ingredient labels and food names, for allergies and dislikes. */
  text: string;
  ingredients: PlannedIngredient[];
}

/** A serving with at least this much iron counts as iron-rich (food-traits' per-serving threshold). */
export const ironRichServingMg: number = recipeTraitThresholds.ironMg;

const factsCache = new WeakMap<Recipe, WeakMap<FoodTraitSource, RecipeFacts>>();

export const zeroPlanNutrients = (): PlanNutrients => ({ kcal: 0, carbsG: 0, proteinG: 0, fatG: 0, fiberG: 0, sodiumMg: 0, potassiumMg: 0, vitaminKUg: 0 });
/** Rounds to one decimal, as every amount in a plan is shown. */
export const round1 = (v: number) => Math.round(v * 10) / 10;

function toPlanNutrients(n: Nutrients): PlanNutrients {
  const out = zeroPlanNutrients();
  for (const k of planNutrientKeys) out[k] = round1(n[k] ?? 0);
  return out;
}

/** Nutrients of one serving, from the food table (ingredients whose food is unknown add nothing). */
export function recipeServingNutrients(recipe: Recipe): PlanNutrients {
  const parts: Nutrients[] = [];
  for (const ing of recipe.ingredients) {
    const food = getFood(ing.foodId);
    if (food) parts.push(scaleNutrients(food.per100g, ing.grams / recipe.servings));
  }
  return toPlanNutrients(sumNutrients(parts).values);
}

export function factsOf(recipe: Recipe, traits: FoodTraitSource): RecipeFacts {
  let byTraits = factsCache.get(recipe);
  if (!byTraits) {
    byTraits = new WeakMap();
    factsCache.set(recipe, byTraits);
  }
  let facts = byTraits.get(traits);
  if (facts) return facts;
  const set = new Set<PlannerTrait>();
  const words: string[] = [recipe.title, recipe.summary];
  const ingredients: PlannedIngredient[] = [];
  let ironMg = 0;
  for (const ing of recipe.ingredients) {
    for (const t of traits.traitsOf(ing.foodId)) if (!nutrientTraits.has(t)) set.add(t);
    const food = getFood(ing.foodId);
    words.push(ing.label, food?.name ?? '');
    ironMg += ((food?.per100g.ironMg ?? 0) * ing.grams) / 100 / recipe.servings;
    ingredients.push({ name: food?.name ?? ing.label, foodId: ing.foodId, grams: ing.grams / recipe.servings, label: ing.label });
  }
  // The recipe's own allergen tags count too (a tag can only add a trait, never remove one).
  for (const a of recipe.allergens) if (allergenTagTraits[a]) set.add(allergenTagTraits[a]);
  // Iron-rich is judged per serving (a serving with at least 3.5 mg), not per 100 g of oats.
  if (ironMg >= ironRichServingMg) set.add('iron-rich');
  facts = { recipe, perServing: recipeServingNutrients(recipe), traits: set, text: ` ${words.join(' ').toLowerCase()} `, ingredients };
  byTraits.set(traits, facts);
  return facts;
}

/**
 * Parses the food table and works out every recipe's facts ahead of the first plan (about
 * 0.7 s once per process; a plan after it takes tens of milliseconds).
 */
export function warmPlanner(recipes: readonly Recipe[], traits: FoodTraitSource = foodTableTraits): void {
  for (const r of recipes) factsOf(r, traits);
}
