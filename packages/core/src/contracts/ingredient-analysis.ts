/**
 * Response shapes of the ingredient analysis (POST /api/safety/ingredients) and the product
 * fact checker (GET /api/products/*), spec part 1 §2 and issue 4. Request bodies are in
 * safety-contract.ts.
 */
import { z } from 'zod';
import { interactionSchema } from './interaction-finding';
import { sourceSchema } from './knowledge-results';
import { barcodeSchema, productSchema } from './safety-contract';

export const concernLevelSchema = z.enum(['none', 'low', 'moderate', 'high']);
export type ConcernLevel = z.infer<typeof concernLevelSchema>;

const conditionFindingSchema = z.object({
  ingredient: z.string(),
  condition: z.string(),
  severity: z.enum(['avoid', 'caution', 'info']),
  reason: z.string(),
  sources: z.array(sourceSchema),
});
export type ConditionFinding = z.infer<typeof conditionFindingSchema>;

const profileListsSchema = z.object({ allergies: z.array(z.string()), diets: z.array(z.string()), conditions: z.array(z.string()) });

export const ingredientAnalysisSchema = z.object({
  verdict: z.object({
    level: z.enum(['avoid', 'caution', 'fine']),
    label: z.enum(['Avoid', 'Caution', 'Fine for you']),
    reasons: z.array(z.string()),
    personalised: z.boolean().describe('False when no allergy, diet, condition or medicine was given: a general check only.'),
  }),
  checkedAgainst: profileListsSchema.extend({ medications: z.array(z.string()) }),
  ingredients: z.array(z.string()),
  traces: z.array(z.string()).describe('Precautionary "may contain" statements, apart from the ingredients.'),
  mayContain: z.array(z.object({ ingredient: z.string(), allergen: z.string(), allergenId: z.string().nullable(), matchesProfile: z.boolean() })),
  allergens: z.array(
    z.object({ ingredient: z.string(), allergenId: z.string(), allergen: z.string(), regions: z.array(z.enum(['US', 'EU'])), matchesProfile: z.boolean(), sources: z.array(sourceSchema) }),
  ),
  personalAllergies: z.array(z.object({ ingredient: z.string(), allergy: z.string() })),
  additives: z.array(
    z.object({ ingredient: z.string(), code: z.string(), name: z.string(), category: z.string(), concernLevel: concernLevelSchema, concern: z.string(), sources: z.array(sourceSchema) }),
  ),
  dietConflicts: z.array(z.object({ ingredient: z.string(), dietId: z.string(), diet: z.string(), reason: z.string() })),
  conditionFindings: z.array(conditionFindingSchema),
  interactions: z.array(interactionSchema.extend({ ingredient: z.string() })),
  uncheckedMedications: z.array(z.string()),
  unknownDiets: z.array(z.string()),
});
export type IngredientAnalysis = z.infer<typeof ingredientAnalysisSchema>;

/** The analysis with what the server took from the person's saved profile and cabinet. */
export const personalIngredientAnalysisSchema = ingredientAnalysisSchema.extend({
  applied: z.object({ profile: profileListsSchema, cabinet: z.array(z.string()) }),
});
export type PersonalIngredientAnalysis = z.infer<typeof personalIngredientAnalysisSchema>;

export const productParamsSchema = z.object({ barcode: barcodeSchema });

export const productLookupResponseSchema = z.object({
  product: productSchema,
  notice: z.string().nullable().describe('Set when Open Food Facts could not be reached and only bundled products were searched.'),
  analysis: personalIngredientAnalysisSchema.nullable().optional().describe("The product's ingredients against the person's profile and cabinet; null without an ingredient list."),
});
export type ProductLookupResponse = z.infer<typeof productLookupResponseSchema>;

export const productSamplesResponseSchema = z.object({
  samples: z.array(z.object({ barcode: z.string(), name: z.string(), brand: z.string().nullable() })),
  openFoodFacts: z.boolean(),
});
export type ProductSamplesResponse = z.infer<typeof productSamplesResponseSchema>;
