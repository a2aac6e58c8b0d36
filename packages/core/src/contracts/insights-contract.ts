/**
 * Trends and patterns (W2-D, issue 14). GET /api/insights/series (free: trends) answers the
 * person's DailySeries over a window in their time zone; GET /api/insights/patterns (Wellness Pro,
 * pattern_insights) answers the patterns that pass the rules of packages/core/src/tracking.
 */
import { z } from 'zod';

import { trendWindows, type TrendWindow } from '../tracking/trend-windows';

export { trendWindows, type TrendWindow };

const daysMessage = 'days must be a whole number from 14 to 365.';
export const patternsQuerySchema = z.object({
  days: z.coerce.number({ error: daysMessage }).int(daysMessage).min(14, daysMessage).max(365, daysMessage).optional().default(90),
});

const windowMessage = 'days must be 7, 30, 90 or 365.';
const seriesKey = z.string().trim().min(1).max(120);
export const seriesQuerySchema = z.object({
  days: z.coerce
    .number({ error: windowMessage })
    .refine((value): value is TrendWindow => (trendWindows as readonly number[]).includes(value), windowMessage)
    .optional()
    .default(30),
  /** Comma-separated series keys; all of the person's series when left out. */
  keys: z
    .string()
    .max(4000, 'Too many series keys.')
    .optional()
    .transform((value) => (value ? value.split(',').map((k) => k.trim()).filter(Boolean) : undefined))
    .pipe(z.array(seriesKey).max(60, 'At most 60 series at once.').optional()),
});

export const dailySeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['binary', 'count', 'rating', 'measure']),
  unit: z.string(),
  fill: z.enum(['zero', 'skip']),
  role: z.enum(['factor', 'outcome', 'both']),
  values: z.record(z.string(), z.number()).describe("'YYYY-MM-DD' (the person's calendar day) → the day's value."),
});

export const seriesResponseSchema = z.object({
  from: z.string().describe('First day of the window, YYYY-MM-DD, in the person\'s time zone.'),
  to: z.string().describe('Last day (today in the person\'s time zone).'),
  timeZone: z.string(),
  series: z.array(dailySeriesSchema),
});
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

export const patternSchema = z.object({
  factor: z.string().describe('Series key of the factor.'),
  outcome: z.string().describe('Series key of the outcome.'),
  lag: z.union([z.literal(0), z.literal(1)]).describe('0: same day; 1: the outcome on the day after the factor.'),
  effect: z.number().describe("welch: mean outcome with − without, in the outcome's units; spearman: ρ."),
  n: z.int().describe('Paired days.'),
  nWith: z.int().describe('Paired days with the factor present (value > 0).'),
  nWithout: z.int().describe('Paired days with the factor absent (0); usually 0 for a rating factor.'),
  ci: z.tuple([z.number(), z.number()]).describe('95 % interval of the effect.'),
  q: z.number().describe('Benjamini–Hochberg q over every pair tested for this person.'),
  p: z.number(),
  factorLabel: z.string(),
  outcomeLabel: z.string(),
  unit: z.string().describe("The outcome's units for a welch effect; 'ρ' for spearman."),
  method: z.enum(['welch', 'spearman']),
  kind: z.enum(['difference', 'correlation']),
  meanWith: z.number().nullable(),
  meanWithout: z.number().nullable(),
  standardised: z.number().describe("Cohen's d (welch) or ρ (spearman)."),
  strength: z.enum(['weak', 'moderate', 'strong']),
  earlySignal: z.boolean().describe('Fewer than 14 paired days.'),
  pairsTested: z.int(),
  summary: z.string().describe('The pattern in plain language, with "correlation, not causation".'),
});
export type PatternView = z.infer<typeof patternSchema>;

export const patternsResponseSchema = z.array(patternSchema);
