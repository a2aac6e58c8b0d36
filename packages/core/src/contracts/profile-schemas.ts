/**
 * Zod schemas of the seven profile sections (spec part 2 §3, §5; P2-ONB-10..47), shared by the
 * server (section saves) and the web forms. A section may be saved part-filled: every field is
 * optional, and a parsed section always has every key (unset values become null or []).
 * Free-text lists are trimmed, empty entries rejected and duplicates (ignoring case) dropped.
 */
import { z } from 'zod';
import {
  activityLevels,
  alcoholConsumptions,
  dietTypes,
  exerciseFrequencies,
  genders,
  goalTargetsShown,
  goalTimeframes,
  heightMaxByUnit,
  heightUnits,
  profileDefaults,
  profileLimits as L,
  smokingStatuses,
  symptomFrequencies,
  weightMaxByUnit,
  weightUnits,
} from '../rules/profile-sections';
import { defaultMedicationType, medicationTypeValues } from './safety-contract';

/** Keeps the first of entries that differ only by case. */
export function uniqueEntries(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = e.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const textEntries = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label}: each entry must be text.` })
        .trim()
        .min(1, `${label}: entries cannot be empty.`)
        .max(L.maxEntryLength, `${label}: each entry can be at most ${L.maxEntryLength} characters.`),
      { error: `${label} must be a list of text.` },
    )
    .max(L.maxListEntries, `${label}: at most ${L.maxListEntries} entries.`)
    .transform(uniqueEntries);
const entryList = (label: string) => textEntries(label).default([]);

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => nullable(z.enum(values, { error: message }));
const halfStep = (v: number) => Number.isInteger(v * 2);
const listOf = (values: readonly string[]) => values.join(', ');

// ---------------------------------------------------------------- personal information

export const personalInfoSchema = z
  .object({
    age: nullable(
      z
        .number({ error: 'Age must be a number.' })
        .int('Age must be a whole number.')
        .min(L.ageMin, 'Age must be between 1 and 120.')
        .max(L.ageMax, 'Age must be between 1 and 120.'),
    ),
    gender: choice(genders, `Gender must be one of: ${listOf(genders)}.`),
    weight: nullable(z.number({ error: 'Weight must be a number.' }).min(L.measureMin, 'Weight must be at least 1.')),
    weightUnit: z.enum(weightUnits, { error: 'Weight unit must be kg or lbs.' }).default(profileDefaults.weightUnit),
    height: nullable(z.number({ error: 'Height must be a number.' }).min(L.measureMin, 'Height must be at least 1.')),
    heightUnit: z.enum(heightUnits, { error: 'Height unit must be cm, ft or in.' }).default(profileDefaults.heightUnit),
  })
  .superRefine((p, ctx) => {
    const maxWeight = weightMaxByUnit[p.weightUnit];
    if (p.weight !== null && p.weight > maxWeight) {
      ctx.addIssue({ code: 'custom', path: ['weight'], message: `Weight must be at most ${maxWeight} ${p.weightUnit}.` });
    }
    const maxHeight = heightMaxByUnit[p.heightUnit];
    if (p.height !== null && p.height > maxHeight) {
      ctx.addIssue({ code: 'custom', path: ['height'], message: `Height must be at most ${maxHeight} ${p.heightUnit}.` });
    }
  });
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

// ---------------------------------------------------------------- medical history

export const medicalHistorySchema = z
  .object({
    noConditions: z.boolean({ error: 'noConditions must be true or false.' }).default(false),
    currentConditions: entryList('Current conditions'),
    chronicConditions: entryList('Chronic conditions'),
    allergies: entryList('Allergies'),
    familyHistory: entryList('Family history'),
    /** Not a field of the onboarding step; kept when an older record carries it. */
    surgeries: textEntries('Surgeries').optional(),
  })
  .refine(
    (m) => !m.noConditions || [m.currentConditions, m.chronicConditions, m.allergies, m.familyHistory].every((l) => l.length === 0),
    { path: ['noConditions'], message: "Untick 'no conditions or allergies' before adding conditions or allergies." },
  );
export type MedicalHistory = z.infer<typeof medicalHistorySchema>;

/**
 * The profile's diagnosed conditions (unified_user_profiles.conditions.diagnosed, worth 9
 * personalisation points, P2-SCORE-28), kept from the medical history on each save: every
 * condition the user lists there, current or chronic, is one they know they have (suspicions
 * go under symptoms); no conditions ticked → none. Our reading: no screen asks for them apart.
 */
export function diagnosedConditions(history: Pick<MedicalHistory, 'noConditions' | 'currentConditions' | 'chronicConditions'>): string[] {
  if (history.noConditions) return [];
  return uniqueEntries([...history.currentConditions, ...history.chronicConditions]);
}

// ---------------------------------------------------------------- symptoms

export const symptomsSchema = z
  .object({
    currentSymptoms: entryList('Symptoms'),
    severity: z
      .record(
        z.string(),
        z
          .number({ error: 'Severity must be a number from 1 to 10.' })
          .int('Severity must be a whole number from 1 to 10.')
          .min(L.severityMin, 'Severity must be a number from 1 to 10.')
          .max(L.severityMax, 'Severity must be a number from 1 to 10.'),
      )
      .default({}),
    frequency: z.record(z.string(), z.enum(symptomFrequencies, { error: `Frequency must be one of: ${listOf(symptomFrequencies)}.` })).default({}),
    /** true means the user declared no symptoms. */
    completed: z.boolean({ error: 'completed must be true or false.' }).default(false),
  })
  .superRefine((s, ctx) => {
    if (s.completed && s.currentSymptoms.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['completed'], message: "Untick 'no symptoms' before adding symptoms." });
    }
    const listed = new Set(s.currentSymptoms);
    for (const key of ['severity', 'frequency'] as const) {
      for (const name of Object.keys(s[key])) {
        if (!listed.has(name)) ctx.addIssue({ code: 'custom', path: [key, name], message: `${name} is not in your symptom list.` });
      }
    }
  });
export type Symptoms = z.infer<typeof symptomsSchema>;

// ---------------------------------------------------------------- medications

const medicationText = (label: string) =>
  z.string({ error: `${label} must be text.` }).trim().max(100, `${label} can be at most 100 characters.`).default('');

export const medicationSchema = z.object({
  id: z.string({ error: 'Each medication needs an id.' }).trim().min(1, 'Each medication needs an id.').max(100, 'Medication id is too long.'),
  name: z
    .string({ error: 'Enter the medication name.' })
    .trim()
    .min(1, 'Enter the medication name.')
    .max(L.maxMedicationName, `Medication name can be at most ${L.maxMedicationName} characters.`),
  dosage: medicationText('Dosage'),
  frequency: medicationText('Frequency'),
  type: z.enum(medicationTypeValues, { error: `Type must be one of: ${listOf(medicationTypeValues)}.` }).default(defaultMedicationType),
  active: z.boolean({ error: 'active must be true or false.' }).default(true),
});
export type Medication = z.infer<typeof medicationSchema>;

export const medicationsSchema = z
  .object({
    current: z.array(medicationSchema).max(L.maxMedications, `At most ${L.maxMedications} medications.`).default([]),
    noMedications: z.boolean({ error: 'noMedications must be true or false.' }).default(false),
  })
  .superRefine((m, ctx) => {
    if (m.noMedications && m.current.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['noMedications'], message: "Untick 'not taking any medications' before adding medications." });
    }
    if (new Set(m.current.map((x) => x.id)).size !== m.current.length) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: 'Each medication needs its own id.' });
    }
  });
export type Medications = z.infer<typeof medicationsSchema>;

// ---------------------------------------------------------------- lifestyle

export const lifestyleSchema = z.object({
  exerciseFrequency: choice(exerciseFrequencies, `Exercise frequency must be one of: ${listOf(exerciseFrequencies)}.`),
  activityLevel: choice(activityLevels, `Activity level must be one of: ${listOf(activityLevels)}.`),
  sleepHours: nullable(
    z
      .number({ error: 'Sleep hours must be a number.' })
      .min(L.sleepHoursMin, 'Sleep hours must be between 3 and 12.')
      .max(L.sleepHoursMax, 'Sleep hours must be between 3 and 12.')
      .refine(halfStep, 'Sleep hours go in steps of half an hour.'),
  ),
  stressLevel: nullable(
    z
      .number({ error: 'Stress level must be a number from 1 to 10.' })
      .int('Stress level must be a whole number from 1 to 10.')
      .min(L.stressMin, 'Stress level must be a number from 1 to 10.')
      .max(L.stressMax, 'Stress level must be a number from 1 to 10.'),
  ),
  smokingStatus: choice(smokingStatuses, `Smoking status must be one of: ${listOf(smokingStatuses)}.`),
  alcoholConsumption: choice(alcoholConsumptions, `Alcohol consumption must be one of: ${listOf(alcoholConsumptions)}.`),
});
export type Lifestyle = z.infer<typeof lifestyleSchema>;

// ---------------------------------------------------------------- diet

export const dietSchema = z.object({
  type: choice(dietTypes, `Diet type must be one of: ${listOf(dietTypes)}.`),
  restrictions: entryList('Dietary restrictions'),
  preferences: entryList('Food preferences'),
  goals: entryList('Nutrition goals'),
});
export type Diet = z.infer<typeof dietSchema>;

// ---------------------------------------------------------------- health goals

export const specificTargetsSchema = z.object({
  targetWeight: nullable(z.number({ error: 'Target weight must be a number.' }).min(L.measureMin, 'Target weight must be at least 1.')),
  weightUnit: z.enum(weightUnits, { error: 'Weight unit must be kg or lbs.' }).default(profileDefaults.weightUnit),
  fitnessTarget: nullable(z.string().trim().max(200, 'Fitness target can be at most 200 characters.')).transform((v) => v || null),
  sleepTarget: nullable(
    z
      .number({ error: 'Sleep target must be a number.' })
      .min(L.sleepTargetMin, 'Sleep target must be between 4 and 12 hours.')
      .max(L.sleepTargetMax, 'Sleep target must be between 4 and 12 hours.')
      .refine(halfStep, 'Sleep target goes in steps of half an hour.'),
  ),
  notes: nullable(z.string().trim().max(L.maxNotesLength, `Notes can be at most ${L.maxNotesLength} characters.`)).transform((v) => v || null),
});
export type SpecificTargets = z.infer<typeof specificTargetsSchema>;

/** Targets whose field is hidden for the chosen goals (P2-ONB-45..47) are dropped, not stored. */
export function pruneGoalTargets(primary: readonly string[], targets: SpecificTargets): SpecificTargets {
  const shown = goalTargetsShown(primary);
  return {
    ...targets,
    targetWeight: shown.targetWeight ? targets.targetWeight : null,
    fitnessTarget: shown.fitnessTarget ? targets.fitnessTarget : null,
    sleepTarget: shown.sleepTarget ? targets.sleepTarget : null,
  };
}

export const healthGoalsSchema = z
  .object({
    primary: entryList('Health goals'),
    timeframe: choice(goalTimeframes, `Timeframe must be one of: ${listOf(goalTimeframes)}.`),
    specificTargets: specificTargetsSchema.prefault({}),
    preferences: entryList('Approach preferences'),
  })
  .transform((g) => ({ ...g, specificTargets: pruneGoalTargets(g.primary, g.specificTargets) }));
export type HealthGoals = z.infer<typeof healthGoalsSchema>;
