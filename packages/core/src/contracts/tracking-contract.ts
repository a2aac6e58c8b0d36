/**
 * Daily tracking's contract (W2-D): mood entries, symptom entries, the daily log and the
 * tracking settings. Every entry has `recordedAt` (the instant) and `localDate` (the person's
 * day, YYYY-MM-DD); the server checks the two together (tracking/local-date.ts). `clientId`
 * comes from the web's offline queue: a repeated save with the same id answers the entry saved
 * the first time and adds nothing.
 */
import { z } from 'zod';
import { isCalendarDate } from '../tracking/local-date';
import { isTimeZone } from '../tracking/zoned-time';
import { mealSlots, moodScaleMax, trackingLimits } from '../tracking/tracking-choices';

export { listedSymptoms, mealSlots, moodScale, moodScaleMax, trackingLimits } from '../tracking/tracking-choices';

export const localDateSchema = z.string().refine(isCalendarDate, 'Use a real date written like 2026-03-14.');
const instantSchema = z.iso.datetime({ offset: true, message: 'Give the time as an ISO date and time, like 2026-03-14T08:30:00Z.' });
const rating = (max: number, what: string) => z.number({ message: `${what} must be a number from 1 to ${max}.` }).int(`${what} must be a whole number.`).min(1, `${what} must be from 1 to ${max}.`).max(max, `${what} must be from 1 to ${max}.`);
const noteSchema = z.string().max(trackingLimits.noteMax, `Notes can be at most ${trackingLimits.noteMax} characters.`);
const tagSchema = z.string().trim().min(1, 'Tags cannot be empty.').max(trackingLimits.tagMax, `Each tag can be at most ${trackingLimits.tagMax} characters.`);
/** Free tags (emotions, activities, triggers, factors): trimmed, repeated ones dropped. */
const tagsSchema = z
  .array(tagSchema)
  .max(trackingLimits.tagsMax, `At most ${trackingLimits.tagsMax} tags.`)
  .transform((tags) => tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i));
const clientIdSchema = z.string().trim().min(1).max(trackingLimits.clientIdMax, `clientId can be at most ${trackingLimits.clientIdMax} characters.`);

const entryTiming = { recordedAt: instantSchema, localDate: localDateSchema, clientId: clientIdSchema.optional() };

export const moodEntryBodySchema = z.object({
  ...entryTiming,
  value: rating(moodScaleMax, 'Mood'),
  energy: rating(5, 'Energy').nullable().optional(),
  anxiety: rating(5, 'Anxiety').nullable().optional(),
  emotions: tagsSchema.default([]),
  activities: tagsSchema.default([]),
  note: noteSchema.nullable().optional(),
});
export type MoodEntryBody = z.infer<typeof moodEntryBodySchema>;
export type MoodEntryInput = z.input<typeof moodEntryBodySchema>;

export const moodEntryPatchSchema = moodEntryBodySchema.omit({ clientId: true }).partial();
export type MoodEntryPatch = z.infer<typeof moodEntryPatchSchema>;

export const moodEntrySchema = z.object({
  id: z.string(),
  recordedAt: z.string(),
  localDate: z.string(),
  value: z.number(),
  scaleMax: z.number(),
  energy: z.number().nullable(),
  anxiety: z.number().nullable(),
  emotions: z.array(z.string()),
  activities: z.array(z.string()),
  note: z.string().nullable(),
  clientId: z.string().nullable(),
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

export const symptomEntryBodySchema = z.object({
  ...entryTiming,
  symptom: z.string().trim().min(1, 'Name the symptom.').max(trackingLimits.symptomMax, `A symptom name can be at most ${trackingLimits.symptomMax} characters.`),
  severity: rating(10, 'Severity'),
  durationMinutes: z.number().int('Duration must be whole minutes.').min(0, 'Duration cannot be negative.').max(60 * 24 * 31, 'Duration can be at most 31 days.').nullable().optional(),
  triggers: tagsSchema.default([]),
  note: noteSchema.nullable().optional(),
});
export type SymptomEntryBody = z.infer<typeof symptomEntryBodySchema>;
export type SymptomEntryInput = z.input<typeof symptomEntryBodySchema>;

export const symptomEntryPatchSchema = symptomEntryBodySchema.omit({ clientId: true }).partial();
export type SymptomEntryPatch = z.infer<typeof symptomEntryPatchSchema>;

export const symptomEntrySchema = z.object({
  id: z.string(),
  recordedAt: z.string(),
  localDate: z.string(),
  symptom: z.string(),
  severity: z.number(),
  durationMinutes: z.number().nullable(),
  triggers: z.array(z.string()),
  note: z.string().nullable(),
  clientId: z.string().nullable(),
});
export type SymptomEntry = z.infer<typeof symptomEntrySchema>;

/** The emergency screen's advice for a red-flag symptom entry (the entry is saved all the same). */
export const symptomEmergencySchema = z.object({
  kind: z.enum(['emergency', 'self_harm']),
  category: z.string(),
  categories: z.array(z.string()),
  /** The number(s) to call first (plain text, paragraphs separated by blank lines). */
  message: z.string(),
  /** What to do now, one line each. */
  actions: z.array(z.string()),
});
export type SymptomEmergency = z.infer<typeof symptomEmergencySchema>;

/** POST/PATCH answers for a symptom entry: the entry and, for a red flag, the advice. */
export const symptomSavedSchema = z.object({ entry: symptomEntrySchema, emergency: symptomEmergencySchema.nullable() });
export type SymptomSaved = z.infer<typeof symptomSavedSchema>;

const mealSchema = z.object({
  slot: z.enum(mealSlots, 'A meal slot is breakfast, lunch, dinner or snack.'),
  description: z.string().trim().max(trackingLimits.mealTextMax, `A meal can be described in at most ${trackingLimits.mealTextMax} characters.`),
});

/** PUT /api/tracking/day/:date/log: the day's values (a field left out or null is not logged). */
export const dailyLogBodySchema = z.object({
  sleepHours: z.number({ message: 'Sleep must be a number of hours.' }).min(0, 'Sleep is from 0 to 24 hours.').max(24, 'Sleep is from 0 to 24 hours.').nullable().optional(),
  sleepQuality: rating(5, 'Sleep quality').nullable().optional(),
  energy: rating(5, 'Energy').nullable().optional(),
  stress: rating(10, 'Stress').nullable().optional(),
  waterGlasses: z.number({ message: 'Water must be a number of glasses.' }).int('Water is counted in whole glasses.').min(0, 'Water is from 0 to 40 glasses.').max(40, 'Water is from 0 to 40 glasses.').nullable().optional(),
  meals: z.array(mealSchema).max(trackingLimits.mealsMax, `At most ${trackingLimits.mealsMax} meals a day.`).default([]),
  factors: tagsSchema.default([]),
  note: noteSchema.nullable().optional(),
});
export type DailyLogBody = z.infer<typeof dailyLogBodySchema>;
export type DailyLogInput = z.input<typeof dailyLogBodySchema>;

export const dailyLogSchema = z.object({
  localDate: z.string(),
  sleepHours: z.number().nullable(),
  sleepQuality: z.number().nullable(),
  energy: z.number().nullable(),
  stress: z.number().nullable(),
  waterGlasses: z.number().nullable(),
  meals: z.array(z.object({ slot: z.string(), description: z.string() })),
  factors: z.array(z.string()),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type DailyLog = z.infer<typeof dailyLogSchema>;

/** GET /api/tracking/day/:date: everything logged for one day (the /log page's one call). */
export const trackingDaySchema = z.object({
  date: z.string(),
  log: dailyLogSchema.nullable(),
  mood: z.array(moodEntrySchema),
  symptoms: z.array(symptomEntrySchema),
});
export type TrackingDay = z.infer<typeof trackingDaySchema>;

export const dayParamsSchema = z.object({ date: localDateSchema });
export const entryParamsSchema = z.object({ id: z.uuid('That entry was not found.') });

/** `from`/`to` (inclusive, YYYY-MM-DD); both optional (the last 30 days up to today). */
export const rangeQuerySchema = z.object({ from: localDateSchema.optional(), to: localDateSchema.optional() });
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

export const moodListSchema = z.object({ from: z.string(), to: z.string(), entries: z.array(moodEntrySchema) });
export type MoodList = z.infer<typeof moodListSchema>;
export const symptomListSchema = z.object({ from: z.string(), to: z.string(), entries: z.array(symptomEntrySchema) });
export type SymptomList = z.infer<typeof symptomListSchema>;

export const trackingSettingsSchema = z.object({
  timeZone: z.string().refine(isTimeZone, 'Use a time zone name such as Europe/Berlin or America/New_York.'),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;
/** GET answers whether the zone was ever set, so the web sends the browser's zone on first use. */
export const trackingSettingsViewSchema = trackingSettingsSchema.extend({ saved: z.boolean() });
export type TrackingSettingsView = z.infer<typeof trackingSettingsViewSchema>;
