/**
 * The seven sections of the health profile (spec part 2 §3; P2-ONB-01, P2-EDIT-01), the value
 * lists of their fields and where each section lives in unified_user_profiles. Zod-free, so the
 * onboarding shell and the dashboards can import it cheaply; the schemas are in
 * profile-schemas.ts.
 */

/** In onboarding order: step index 0 is personalInfo, index 6 is healthGoals. */
export const profileSectionIds = [
  'personalInfo',
  'medicalHistory',
  'symptoms',
  'medications',
  'lifestyle',
  'diet',
  'healthGoals',
] as const;
export type ProfileSectionId = (typeof profileSectionIds)[number];

/** P2-EDIT-01: the titles in the Edit Health Profile dialog (also used in '{title} updated successfully'). */
export const profileSectionTitles: Record<ProfileSectionId, string> = {
  personalInfo: 'Personal Information',
  medicalHistory: 'Medical History',
  symptoms: 'Current Symptoms',
  medications: 'Medications',
  lifestyle: 'Lifestyle',
  diet: 'Diet & Nutrition',
  healthGoals: 'Health Goals',
};

/** The unified_user_profiles column that stores each section (P2-CALL-01..03). */
export const profileSectionColumns = {
  personalInfo: 'personal_info',
  medicalHistory: 'medical_history',
  symptoms: 'symptoms',
  medications: 'medications',
  lifestyle: 'lifestyle_data',
  diet: 'dietary_info',
  healthGoals: 'health_goals',
} as const satisfies Record<ProfileSectionId, string>;
export type ProfileSectionColumn = (typeof profileSectionColumns)[ProfileSectionId];

export function isProfileSectionId(value: unknown): value is ProfileSectionId {
  return typeof value === 'string' && (profileSectionIds as readonly string[]).includes(value);
}

export function sectionIdForColumn(column: string): ProfileSectionId | undefined {
  return profileSectionIds.find((id) => profileSectionColumns[id] === column);
}

// ---------------------------------------------------------------- field value lists (§3)

export const genders = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export type Gender = (typeof genders)[number];

export const weightUnits = ['kg', 'lbs'] as const;
export type WeightUnit = (typeof weightUnits)[number];
export const heightUnits = ['cm', 'ft', 'in'] as const;
export type HeightUnit = (typeof heightUnits)[number];

export const symptomFrequencies = ['daily', 'weekly', 'monthly', 'occasionally', 'rarely'] as const;
export type SymptomFrequency = (typeof symptomFrequencies)[number];

/**
 * The stored values are the spec's own strings (§3): 'none', '1-2-times', '3-4-times',
 * '5-6-times', 'daily' — times per week; the labels are in profile-choices.ts.
 */
export const exerciseFrequencies = ['none', '1-2-times', '3-4-times', '5-6-times', 'daily'] as const;
export type ExerciseFrequency = (typeof exerciseFrequencies)[number];

export const activityLevels = ['sedentary', 'lightly-active', 'moderately-active', 'very-active', 'extremely-active'] as const;
export type ActivityLevel = (typeof activityLevels)[number];

export const smokingStatuses = ['never', 'former', 'occasional', 'regular'] as const;
export type SmokingStatus = (typeof smokingStatuses)[number];

export const alcoholConsumptions = ['none', 'rarely', 'occasionally', 'weekly', 'daily'] as const;
export type AlcoholConsumption = (typeof alcoholConsumptions)[number];

export const dietTypes = [
  'omnivore',
  'vegetarian',
  'vegan',
  'pescatarian',
  'keto',
  'paleo',
  'mediterranean',
  'low-carb',
  'intermittent-fasting',
  'other',
] as const;
export type DietType = (typeof dietTypes)[number];

export const goalTimeframes = ['1-month', '3-months', '6-months', '1-year', 'ongoing'] as const;
export type GoalTimeframe = (typeof goalTimeframes)[number];

// ---------------------------------------------------------------- input limits (§5)

export const profileLimits = {
  ageMin: 1,
  ageMax: 120,
  /** Weight and height: decimals, min 1, step 0.1. */
  measureMin: 1,
  measureStep: 0.1,
  sleepHoursMin: 3,
  sleepHoursMax: 12,
  sleepTargetMin: 4,
  sleepTargetMax: 12,
  /** Sleep slider and sleep target both move in half hours. */
  sleepStep: 0.5,
  stressMin: 1,
  stressMax: 10,
  severityMin: 1,
  severityMax: 10,
  /** Not in the spec: caps that keep one profile a reasonable size. */
  maxListEntries: 50,
  maxEntryLength: 100,
  maxMedications: 60,
  maxMedicationName: 200,
  maxNotesLength: 1000,
} as const;

/**
 * Not in the spec: upper bounds per unit, so a slip of the keyboard (7000 kg) is caught.
 * They are generous on purpose.
 */
export const weightMaxByUnit: Record<WeightUnit, number> = { kg: 700, lbs: 1500 };
export const heightMaxByUnit: Record<HeightUnit, number> = { cm: 300, ft: 10, in: 120 };

/** Defaults the forms start from (§3, §5). */
export const profileDefaults = {
  weightUnit: 'kg' as WeightUnit,
  heightUnit: 'cm' as HeightUnit,
  sleepHours: 8,
  stressLevel: 5,
  symptomSeverity: 1,
} as const;

// ---------------------------------------------------------------- conditional goal targets (§5)

export const weightGoals = ['Lose weight', 'Gain weight'] as const;
export const fitnessGoal = 'Improve fitness';
export const sleepGoal = 'Better sleep';

export interface GoalTargetsShown {
  targetWeight: boolean;
  fitnessTarget: boolean;
  sleepTarget: boolean;
}

/** P2-ONB-45..47: which target fields the Health Goals step shows for the chosen goals. */
export function goalTargetsShown(primaryGoals: readonly string[] | null | undefined): GoalTargetsShown {
  const goals = primaryGoals ?? [];
  return {
    targetWeight: goals.some((g) => (weightGoals as readonly string[]).includes(g)),
    fitnessTarget: goals.includes(fitnessGoal),
    sleepTarget: goals.includes(sleepGoal),
  };
}
