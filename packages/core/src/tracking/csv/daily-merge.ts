import type { DailyImport } from './import-entry';

/**
 * How an imported day joins a day already in the daily log: the import only fills in. A value
 * the person typed in the app (or an earlier import saved) is never overwritten; factors and
 * meals the day lacks are added; the note is taken only when the day has none. So importing
 * the same file twice changes nothing the second time, and an import never undoes an edit.
 */

export interface SavedDay {
  sleepHours: number | null;
  sleepQuality: number | null;
  energy: number | null;
  stress: number | null;
  waterGlasses: number | null;
  meals: { slot: string; description: string }[];
  factors: string[];
  note: string | null;
}

export type DayPatch = Partial<SavedDay>;

const numberFields = ['sleepHours', 'sleepQuality', 'energy', 'stress', 'waterGlasses'] as const;

/** The fields to change on the saved day; an empty object when the import adds nothing. */
export function mergeDay(saved: SavedDay, imported: DailyImport): DayPatch {
  const patch: DayPatch = {};
  for (const field of numberFields) {
    if (saved[field] === null && imported[field] !== null) patch[field] = imported[field];
  }
  const savedFactors = new Set(saved.factors.map((f) => f.toLowerCase()));
  const newFactors = imported.factors.filter((f) => !savedFactors.has(f.toLowerCase()));
  if (newFactors.length) patch.factors = [...saved.factors, ...newFactors];
  const mealKey = (m: { slot: string; description: string }) => `${m.slot.toLowerCase()}\n${m.description}`;
  const savedMeals = new Set(saved.meals.map(mealKey));
  const newMeals = imported.meals.filter((m) => !savedMeals.has(mealKey(m)));
  if (newMeals.length) patch.meals = [...saved.meals, ...newMeals];
  if (!saved.note && imported.note) patch.note = imported.note;
  return patch;
}

/** Whether the imported day carries anything at all (a day of only unreadable rows does not). */
export function dayHasValues(day: DailyImport): boolean {
  return numberFields.some((f) => day[f] !== null) || day.factors.length > 0 || day.meals.length > 0 || Boolean(day.note);
}
