/**
 * The food diary's API (W2-E): food search and details (USDA SR24, lab-analysed), label foods by
 * barcode (Open Food Facts, ODbL, kept apart and attributed), the day's log by meal slot with
 * totals against the DRI targets, recent and favourite foods, custom meal slots, and progress
 * over a period with how the foods line up with the profile's diet. Free on every plan.
 */
import { z } from 'zod';
import { localDateSchema } from './tracking-fields';

export const portionMaxGrams = 5000;
export const customSlotsMax = 6;
export const slotNameMax = 30;
export const progressMaxDays = 92;
export const defaultMealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/** A USDA food (5-digit NDB number) or a label food ("off:" + its barcode). */
export const foodIdSchema = z
  .string({ error: 'Food id must be text.' })
  .regex(/^(\d{5}|off:\d{8,14})$/, 'That food was not found: a food id is a 5-digit USDA number or off: and a barcode.');

export const slotNameSchema = z
  .string({ error: 'Meal slot must be text.' })
  .trim()
  .min(1, 'Choose a meal slot.')
  .max(slotNameMax, `A meal slot name can be at most ${slotNameMax} characters.`)
  .refine((v) => !/[<>]/.test(v), 'A meal slot name cannot contain < or >.')
  .refine((v) => !/^[=+\-@]/.test(v), 'A meal slot name cannot start with =, +, - or @.');

/** A portion: an amount of a unit ('g', 'oz' or one of the food's household measures). */
const amountSchema = z
  .number({ error: 'Amount must be a number.' })
  .refine((n) => Number.isFinite(n), 'Amount must be a number.')
  .gt(0, 'A portion must be more than 0.')
  .max(100_000, `A portion can be at most ${portionMaxGrams.toLocaleString('en-US')} g.`);
const unitSchema = z.string({ error: 'Unit must be text.' }).trim().min(1, 'Choose a unit.').max(120, 'Unit can be at most 120 characters.');

export const logEntryBodySchema = z.object({
  localDate: localDateSchema('Day'),
  slot: slotNameSchema,
  foodId: foodIdSchema,
  amount: amountSchema,
  unit: unitSchema.default('g'),
  /** The device's id of this save: a replay from the offline queue answers the entry already saved. */
  clientId: z.string({ error: 'Client id must be text.' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'Client id is 8 to 64 letters, digits or dashes.').optional(),
});
export type LogEntryBody = z.infer<typeof logEntryBodySchema>;

export const logEntryPatchSchema = z
  .object({ slot: slotNameSchema.optional(), amount: amountSchema.optional(), unit: unitSchema.optional(), localDate: localDateSchema('Day').optional() })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');
export type LogEntryPatch = z.infer<typeof logEntryPatchSchema>;

export const logEntryParamsSchema = z.object({ id: z.uuid('That entry was not found.') });
export const dayParamsSchema = z.object({ date: localDateSchema('Date') });
export const foodParamsSchema = z.object({ id: foodIdSchema });
export const foodSearchQuerySchema = z.object({
  q: z.string({ error: 'Search must be text.' }).trim().max(100, 'Search can be at most 100 characters.').default(''),
  limit: z.coerce.number({ error: 'Limit must be a number.' }).int('Limit must be a whole number.').min(1, 'Limit must be 1 to 50.').max(50, 'Limit must be 1 to 50.').default(20),
});
export const barcodeParamsSchema = z.object({ code: z.string({ error: 'Barcode must be text.' }).trim().regex(/^\d{8,14}$/, 'A barcode is 8 to 14 digits (EAN-8, UPC-A, EAN-13).') });
export const progressQuerySchema = z
  .object({ from: localDateSchema('From'), to: localDateSchema('To') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'To must be on or after From.' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < progressMaxDays, { path: ['from'], message: `A period can be at most ${progressMaxDays} days.` });

export const favouriteBodySchema = z.object({ foodId: foodIdSchema, amount: amountSchema.optional(), unit: unitSchema.optional() });
export const favouriteParamsSchema = z.object({ foodId: foodIdSchema });
export const settingsBodySchema = z.object({
  customSlots: z
    .array(slotNameSchema, { error: 'Custom slots must be a list.' })
    .max(customSlotsMax, `At most ${customSlotsMax} custom meal slots.`)
    .transform((slots) => [...new Map(slots.map((s) => [s.toLowerCase(), s])).values()].filter((s) => !(defaultMealSlots as readonly string[]).includes(s.toLowerCase()))),
});
export type SettingsBody = z.infer<typeof settingsBodySchema>;

// ------------------------------------------------------------------ answers

const nutrientsSchema = z.record(z.string(), z.number()).describe('Per amount; a nutrient missing = not analysed by the source.');
export const sourceInfoSchema = z.object({
  id: z.enum(['usda-sr24', 'open-food-facts', 'label-sample', 'user']),
  tier: z.enum(['lab-analysed', 'label', 'user-submitted']),
  label: z.string(),
  attribution: z.string(),
  url: z.string().nullable(),
});
export type SourceInfo = z.infer<typeof sourceInfoSchema>;
export const measureSchema = z.object({ label: z.string(), grams: z.number() });

export const foodHitSchema = z.object({ id: z.string(), name: z.string(), group: z.string(), source: sourceInfoSchema, kcalPer100g: z.number().nullable(), measures: z.array(measureSchema) });
export type FoodHit = z.infer<typeof foodHitSchema>;
export const foodSearchResponseSchema = z.object({ query: z.string(), foods: z.array(foodHitSchema) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

export const foodDetailSchema = foodHitSchema.extend({ brand: z.string().nullable(), barcode: z.string().nullable(), per100g: nutrientsSchema });
export type FoodDetail = z.infer<typeof foodDetailSchema>;
export const barcodeResponseSchema = z.object({ food: foodDetailSchema, notice: z.string().nullable() });
export type BarcodeResponse = z.infer<typeof barcodeResponseSchema>;

export const logEntrySchema = z.object({
  id: z.string(),
  localDate: z.string(),
  slot: z.string(),
  foodId: z.string(),
  foodName: z.string(),
  source: sourceInfoSchema,
  amount: z.number(),
  unit: z.string(),
  grams: z.number(),
  nutrients: nutrientsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const nutrientTotalSchema = z.object({ values: nutrientsSchema, missing: z.record(z.string(), z.number()).describe('Per nutrient, how many foods did not report it (the total is then "at least").') });
export const driSourceSchema = z.object({ title: z.string(), url: z.string() });
export const targetProgressSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  kind: z.enum(['rda', 'ai', 'cdrr', 'limit', 'estimate']),
  direction: z.enum(['at-least', 'at-most', 'about']),
  amount: z.number(),
  ul: z.number().nullable(),
  ulAppliesTo: z.enum(['total', 'supplements']).nullable(),
  note: z.string().nullable(),
  source: driSourceSchema,
  intake: z.number(),
  percent: z.number(),
  /** Some foods of the day did not report this nutrient: the intake is a lower bound. */
  atLeast: z.boolean(),
  status: z.enum(['under', 'met', 'over', 'over-ul']),
});
export type TargetProgress = z.infer<typeof targetProgressSchema>;

export const carbsPerMealSchema = z.object({
  minG: z.number(),
  maxG: z.number(),
  note: z.string(),
  sources: z.array(driSourceSchema),
  meals: z.array(z.object({ slot: z.string(), carbsG: z.number(), within: z.boolean() })),
});

export const daySlotSchema = z.object({ slot: z.string(), custom: z.boolean(), entries: z.array(logEntrySchema), totals: nutrientTotalSchema });
export const tierCountSchema = z.object({ tier: z.enum(['lab-analysed', 'label', 'user-submitted']), label: z.string(), entries: z.number() });
export const alignmentNoteSchema = z.object({
  date: z.string(),
  kind: z.enum(['diet', 'restriction', 'goal', 'allergy']),
  rule: z.string().describe('The diet type, restriction or goal of the profile it concerns.'),
  message: z.string(),
  foods: z.array(z.string()),
});
export type AlignmentNote = z.infer<typeof alignmentNoteSchema>;

export const dayResponseSchema = z.object({
  date: z.string(),
  slots: z.array(daySlotSchema),
  totals: nutrientTotalSchema,
  targets: z.array(targetProgressSchema),
  targetNotes: z.array(z.string()),
  carbsPerMeal: carbsPerMealSchema.nullable(),
  tiers: z.array(tierCountSchema),
  alignment: z.array(alignmentNoteSchema),
});
export type DayResponse = z.infer<typeof dayResponseSchema>;

export const progressDaySchema = z.object({ date: z.string(), entries: z.number(), values: nutrientsSchema, percent: z.record(z.string(), z.number()) });
export const progressResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(progressDaySchema),
  targets: z.array(targetProgressSchema.omit({ intake: true, percent: true, atLeast: true, status: true })),
  /** Mean per logged day (days with no entries are left out). */
  averages: nutrientsSchema,
  loggedDays: z.number(),
  alignment: z.array(alignmentNoteSchema),
  profile: z.object({ dietType: z.string().nullable(), restrictions: z.array(z.string()), goals: z.array(z.string()) }),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

export const quickFoodSchema = z.object({ foodId: z.string(), foodName: z.string(), source: sourceInfoSchema, amount: z.number(), unit: z.string(), measures: z.array(measureSchema) });
export type QuickFood = z.infer<typeof quickFoodSchema>;
export const quickFoodsResponseSchema = z.object({ foods: z.array(quickFoodSchema) });
export const settingsResponseSchema = z.object({ customSlots: z.array(z.string()), slots: z.array(z.string()) });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
