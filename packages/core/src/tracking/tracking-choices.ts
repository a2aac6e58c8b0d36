/**
 * The fixed choices of daily tracking (W2-D), without zod so the web can use them at run time
 * without pulling in the contract's schemas: the spec's symptom list, the mood scale, meal slots
 * and the size limits the contract checks.
 */

export const trackingLimits = { noteMax: 2000, tagsMax: 30, tagMax: 40, clientIdMax: 64, symptomMax: 60, mealsMax: 12, mealTextMax: 300, rangeDaysMax: 731 } as const;

/** The spec's symptom list (part 2, predefined choices); people may add their own names too. */
export const listedSymptoms = [
  'Fatigue', 'Headache', 'Joint Pain', 'Muscle Pain', 'Sleep Issues', 'Digestive Issues', 'Shortness of Breath',
  'Chest Pain', 'Dizziness', 'Nausea', 'Back Pain', 'Anxiety', 'Depression', 'Memory Issues',
] as const;

/** The mood scale, worst to best; each value is stored with its scale (scaleMax 5). */
export const moodScale = [
  { value: 1, label: 'Awful' },
  { value: 2, label: 'Bad' },
  { value: 3, label: 'Okay' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Great' },
] as const;
export const moodScaleMax = 5;

export const mealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof mealSlots)[number];

/** Words for a 1–10 severity, used in the red-flag text and shown beside the slider. */
export function severityWord(severity: number): string {
  if (severity >= 9) return 'very severe';
  if (severity >= 7) return 'severe';
  if (severity >= 4) return 'moderate';
  return 'mild';
}
