/**
 * A recipe of the library (W2-E): the built-in starter recipes (packages/nutrition/src/recipes)
 * and those an admin imports on /admin/populate-recipes are checked by the same schema.
 * Ingredients name a food of the USDA SR24 table by its NDB number and an amount in grams, so
 * nutrients are always computed from the food table, never typed in.
 */
import { z } from 'zod';

export const mealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof mealSlots)[number];

/** Diets a recipe fits (the profile's diet types that constrain food, plus free-from tags). */
export const recipeDiets = ['vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'mediterranean', 'low-carb', 'gluten-free', 'dairy-free'] as const;
export type RecipeDiet = (typeof recipeDiets)[number];

/** The US top 9 and the EU 14 allergens, as tags. */
export const recipeAllergens = [
  'peanut', 'tree-nut', 'milk', 'egg', 'wheat', 'gluten', 'soy', 'fish', 'shellfish', 'sesame', 'mustard', 'celery', 'lupin', 'molluscs', 'sulphites',
] as const;
export type RecipeAllergen = (typeof recipeAllergens)[number];

/** Plain text only: no markup, and no spreadsheet formula at the start (=, +, -, @, tab, CR). */
export const plainText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((v) => !/[<>]/.test(v), `${label} cannot contain < or > (no HTML).`)
    .refine((v) => !/^[=+\-@\t\r]/.test(v), `${label} cannot start with =, +, -, @ (spreadsheet formulas are refused).`);

export const recipeIngredientSchema = z.object({
  foodId: z.string({ error: 'Each ingredient needs a foodId.' }).regex(/^\d{5}$/, 'A foodId is a 5-digit USDA NDB number, like 11457.'),
  grams: z.number({ error: 'Grams must be a number.' }).gt(0, 'Grams must be more than 0.').max(2000, 'Grams can be at most 2000 per ingredient.'),
  /** How the cook reads it: "1 cup rolled oats", "2 large eggs". */
  label: plainText('Ingredient label', 2, 80),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSchema = z.object({
  id: z.string({ error: 'A recipe needs an id.' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An id uses lower-case letters, digits and dashes.').min(3).max(80),
  title: plainText('Title', 3, 100),
  summary: plainText('Summary', 3, 300),
  slots: z.array(z.enum(mealSlots, 'Slots are breakfast, lunch, dinner or snack.')).min(1, 'Give at least one slot.').max(4),
  servings: z.number({ error: 'Servings must be a number.' }).int('Servings must be a whole number.').min(1, 'Servings must be 1 to 12.').max(12, 'Servings must be 1 to 12.'),
  minutes: z.number({ error: 'Minutes must be a number.' }).int('Minutes must be a whole number.').min(1, 'Minutes must be 1 to 480.').max(480, 'Minutes must be 1 to 480.'),
  cuisine: plainText('Cuisine', 2, 40),
  diets: z.array(z.enum(recipeDiets, `Diets are: ${recipeDiets.join(', ')}.`)).max(recipeDiets.length),
  allergens: z.array(z.enum(recipeAllergens, `Allergens are: ${recipeAllergens.join(', ')}.`)).max(recipeAllergens.length),
  ingredients: z.array(recipeIngredientSchema).min(1, 'Give at least one ingredient.').max(30, 'At most 30 ingredients.'),
  steps: z.array(plainText('A step', 3, 600)).min(1, 'Give at least one step.').max(20, 'At most 20 steps.'),
});
export type Recipe = z.infer<typeof recipeSchema>;
