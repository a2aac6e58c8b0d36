/**
 * Request contracts of the safety API (issue 4): the interaction check, timing, ingredient
 * analysis, knowledge search, the medicine cabinet and product lookup. The server validates with
 * these; the web forms reuse the limits. Response shapes are in knowledge-results.ts,
 * ingredient-analysis.ts and cabinet.ts (the engines' own types are tied to them by a type test).
 */
import { z } from 'zod';

export const safetyLimits = {
  maxItems: 50,
  maxNameLength: 200,
  maxIngredientsText: 5000,
  maxProfileEntries: 30,
  maxCabinetItems: 60,
  maxSearchQuery: 100,
} as const;

/** P2-ERR-13: shown when more than two medications are listed. */
export const multipleMedicationsWarning =
  'Multiple Medications Detected - Consider discussing potential interactions with your healthcare provider.';
export const multipleMedicationsThreshold = 2;

export function cabinetWarning(activeCount: number): string | null {
  return activeCount > multipleMedicationsThreshold ? multipleMedicationsWarning : null;
}

const itemName = z
  .string({ error: 'Each item must be text.' })
  .trim()
  .min(1, 'Items cannot be empty.')
  .max(safetyLimits.maxNameLength, `Each item can be at most ${safetyLimits.maxNameLength} characters.`);

const itemList = z
  .array(itemName, { error: 'items must be a list of names.' })
  .max(safetyLimits.maxItems, `Check at most ${safetyLimits.maxItems} items at once.`);

export const emptyCheckMessage = 'Add at least one medicine, supplement or food to check.';

export const safetyCheckBodySchema = z
  .object({
    items: itemList,
    /** Left out: included for a signed-in user, not for a visitor (the server decides). */
    includeCabinet: z.boolean({ error: 'includeCabinet must be true or false.' }).optional(),
  })
  .refine((b) => b.items.length > 0 || b.includeCabinet !== false, { message: emptyCheckMessage, path: ['items'] });
export type SafetyCheckBody = z.infer<typeof safetyCheckBodySchema>;

const shortList = (what: string) =>
  z
    .array(z.string().trim().min(1).max(safetyLimits.maxNameLength), { error: `${what} must be a list of text.` })
    .max(safetyLimits.maxProfileEntries, `At most ${safetyLimits.maxProfileEntries} ${what}.`)
    .optional()
    .default([]);

export const ingredientsBodySchema = z.object({
  ingredients: z
    .string({ error: 'Paste the ingredient list as text.' })
    .trim()
    .min(1, 'Paste the ingredient list to analyse.')
    .max(safetyLimits.maxIngredientsText, `The ingredient list can be at most ${safetyLimits.maxIngredientsText} characters.`),
  allergies: shortList('allergies'),
  diets: shortList('diets'),
  conditions: shortList('conditions'),
  medications: shortList('medications'),
  /** The signed-in person's active cabinet entries are added unless this is false. */
  includeCabinet: z.boolean({ error: 'includeCabinet must be true or false.' }).optional().default(true),
  /** The signed-in person's profile allergies, diet and conditions are added unless this is false. */
  includeProfile: z.boolean({ error: 'includeProfile must be true or false.' }).optional().default(true),
});
export type IngredientsBody = z.infer<typeof ingredientsBodySchema>;

export const substanceKinds = ['drug', 'supplement', 'food'] as const;

export const knowledgeSearchQuerySchema = z.object({
  q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(safetyLimits.maxSearchQuery, 'The search text is too long.'),
  kind: z.enum(substanceKinds, { error: 'kind must be drug, supplement or food.' }).optional(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});

export const medicationTypeValues = ['Prescription', 'Over-the-counter', 'Supplement', 'Vitamin', 'Herbal'] as const;
export type MedicationTypeValue = (typeof medicationTypeValues)[number];
export const defaultMedicationType: MedicationTypeValue = 'Prescription';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const cabinetItemBodySchema = z.object({
  name: z.string({ error: 'Enter the name of the medicine or supplement.' }).trim().min(1, 'Enter the name of the medicine or supplement.').max(safetyLimits.maxNameLength, 'The name is too long.'),
  type: z.enum(medicationTypeValues, { error: 'Choose Prescription, Over-the-counter, Supplement, Vitamin or Herbal.' }).optional().default(defaultMedicationType),
  dosage: optionalText(100, 'Dosage'),
  frequency: optionalText(100, 'Frequency'),
  indication: optionalText(200, 'What it is for'),
  prescribingDoctor: optionalText(200, 'Prescriber'),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Start date must be a date (YYYY-MM-DD).')
    .refine((d) => !Number.isNaN(Date.parse(d)), 'Start date must be a real date.')
    .nullish()
    .transform((v) => v ?? null),
});
export type CabinetItemBody = z.infer<typeof cabinetItemBodySchema>;

export const cabinetItemPatchSchema = z
  .object({
    name: cabinetItemBodySchema.shape.name.optional(),
    type: z.enum(medicationTypeValues, { error: 'Choose Prescription, Over-the-counter, Supplement, Vitamin or Herbal.' }).optional(),
    dosage: cabinetItemBodySchema.shape.dosage.optional(),
    frequency: cabinetItemBodySchema.shape.frequency.optional(),
    indication: cabinetItemBodySchema.shape.indication.optional(),
    prescribingDoctor: cabinetItemBodySchema.shape.prescribingDoctor.optional(),
    startDate: cabinetItemBodySchema.shape.startDate.optional(),
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change.' });
export type CabinetItemPatch = z.infer<typeof cabinetItemPatchSchema>;

/** EAN-8, UPC-A, EAN-13 or GTIN-14 digits. */
export const barcodeSchema = z.string().trim().regex(/^\d{8,14}$/, 'A barcode is 8 to 14 digits.');


/** A part of a safety answer the plan withholds, counted so the page can say what an upgrade shows. */
export const gatedFeatureSchema = z.object({
  feature: z.enum(['supplement_interactions', 'food_drug_timing']),
  hidden: z.number().int(),
  message: z.string(),
});
export type GatedFeature = z.infer<typeof gatedFeatureSchema>;

/** One medicine-cabinet entry as the API returns it. */
export const cabinetItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  substanceId: z.string().nullable().describe('The knowledge-base entry the name matched, or null when it is not known (then it is not checked).'),
  substanceName: z.string().nullable(),
  kind: z.enum(substanceKinds).nullable(),
  type: z.enum(medicationTypeValues),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  indication: z.string().nullable(),
  prescribingDoctor: z.string().nullable(),
  startDate: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
  suggestions: z.array(z.string()).describe('Up to three names it may have meant, when it did not match.'),
});
export type CabinetItem = z.infer<typeof cabinetItemSchema>;

/** A product found by barcode (product fact checker). */
export const productSchema = z.object({
  barcode: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  ingredients: z.string().nullable().describe('The printed ingredient list, as text; null when the source has none.'),
  source: z.enum(['bundled', 'openfoodfacts']).describe('Where the data came from.'),
  sourceUrl: z.string().nullable().describe('A link to the source record, when there is one.'),
});
export type Product = z.infer<typeof productSchema>;
