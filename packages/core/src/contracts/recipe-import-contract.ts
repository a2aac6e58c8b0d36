/**
 * The admin recipe import (W2-E, /admin/populate-recipes): an admin uploads a JSON or CSV file of
 * recipes, sees a preview that names every invalid line with its reason, then imports. Each
 * recipe is checked by core's recipeSchema, and every ingredient's foodId must be a food of the
 * USDA SR24 table. Import is "valid ones only": invalid recipes are reported and skipped, valid
 * ones are written (an id already in the library is replaced: upsert by id).
 */
import { z } from 'zod';
import { recipeAllergens, recipeDiets, mealSlots } from './recipes-contract';

/** Larger files are refused with 413 before they are parsed. */
export const recipeImportMaxBytes = 2 * 1024 * 1024;
/** More recipes (JSON items or CSV data rows) than this are refused: split the file. */
export const recipeImportMaxRecipes = 500;

/** The CSV columns, in this order (header row required, names exactly as here). One row = one recipe. */
export const recipeCsvColumns = ['id', 'title', 'summary', 'slots', 'servings', 'minutes', 'cuisine', 'diets', 'allergens', 'ingredients', 'steps'] as const;

/** What each CSV column holds (shown on the page). */
export const recipeCsvColumnHelp: Record<(typeof recipeCsvColumns)[number], string> = {
  id: 'lower-case letters, digits and dashes, 3–80 characters; an id already in the library is replaced',
  title: 'plain text, 3–100 characters (no < or >, not starting with = + - @)',
  summary: 'plain text, 3–300 characters',
  slots: `one or more of ${mealSlots.join(', ')}, separated by |`,
  servings: 'a whole number, 1–12',
  minutes: 'a whole number, 1–480',
  cuisine: 'plain text, 2–40 characters',
  diets: `zero or more of ${recipeDiets.join(', ')}, separated by |`,
  allergens: `zero or more of ${recipeAllergens.join(', ')}, separated by |`,
  ingredients: 'foodId:grams:label, separated by ; — foodId is the 5-digit USDA NDB number, grams more than 0 and at most 2000',
  steps: 'one or more steps separated by |, each 3–600 characters',
};

export const recipeCsvExample = [
  recipeCsvColumns.join(','),
  'spinach-omelette,Spinach omelette,Two eggs folded over wilted spinach.,breakfast,1,10,French,vegetarian|gluten-free,egg,"01123:100:2 large eggs;11457:60:2 cups baby spinach;04053:5:1 tsp olive oil","Warm the oil in a small pan.|Wilt the spinach for a minute.|Pour in the beaten eggs and fold when set."',
  'oat-porridge,Oat porridge,Rolled oats simmered in milk.,breakfast,1,8,British,vegetarian,milk|gluten,"08120:40:1/2 cup rolled oats;01077:240:1 cup whole milk","Bring the milk to a simmer.|Stir in the oats and cook for five minutes."',
].join('\n');

export const recipeJsonExample = `[
  {
    "id": "spinach-omelette",
    "title": "Spinach omelette",
    "summary": "Two eggs folded over wilted spinach.",
    "slots": ["breakfast"],
    "servings": 1,
    "minutes": 10,
    "cuisine": "French",
    "diets": ["vegetarian", "gluten-free"],
    "allergens": ["egg"],
    "ingredients": [
      { "foodId": "01123", "grams": 100, "label": "2 large eggs" },
      { "foodId": "11457", "grams": 60, "label": "2 cups baby spinach" },
      { "foodId": "04053", "grams": 5, "label": "1 tsp olive oil" }
    ],
    "steps": ["Warm the oil in a small pan.", "Wilt the spinach for a minute.", "Pour in the beaten eggs and fold when set."]
  }
]
`;

/** One recipe of the file: where it is (CSV line, or JSON item number), and why it is refused. */
export const recipeImportLineSchema = z.object({
  /** CSV: the line number in the file (the header is line 1). JSON: the item's position, from 1. */
  line: z.number().int(),
  id: z.string().nullable(),
  title: z.string().nullable(),
  valid: z.boolean(),
  /** Every problem found, each naming its field. */
  errors: z.array(z.object({ field: z.string().nullable(), message: z.string() })),
  /** Valid and its id is already in the library: the import replaces it. */
  replaces: z.boolean(),
});
export type RecipeImportLine = z.infer<typeof recipeImportLineSchema>;

export const recipeImportReportSchema = z.object({
  format: z.enum(['json', 'csv']),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  lines: z.array(recipeImportLineSchema),
});
export type RecipeImportReport = z.infer<typeof recipeImportReportSchema>;

export const recipeImportResultSchema = recipeImportReportSchema.extend({
  imported: z.number().int(),
  created: z.number().int(),
  replaced: z.number().int(),
  skipped: z.number().int(),
});
export type RecipeImportResult = z.infer<typeof recipeImportResultSchema>;

/** GET /api/admin/recipes: how many recipes the library holds. */
export const recipeLibraryCountsSchema = z.object({ builtIn: z.number().int(), imported: z.number().int() });
export type RecipeLibraryCounts = z.infer<typeof recipeLibraryCountsSchema>;

/** The JSON form of an upload (the page's paste box and chosen file): the file's text and, optionally, its name. */
export const recipeImportBodySchema = z.object({
  content: z.string({ error: 'Paste the recipes (JSON or CSV) as "content".' }).min(1, 'Paste the recipes (JSON or CSV) first.'),
  filename: z.string().max(200).optional(),
});
export type RecipeImportBody = z.infer<typeof recipeImportBodySchema>;
