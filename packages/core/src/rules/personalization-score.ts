/**
 * AI personalisation (spec part 2 §3, §4, §5, §8; P2-SCORE-22..37, P2-AI-01..05): how much of
 * the profile the AI can use (score and confidence), and the prompt built from it for each of
 * the five contexts. Prompt building lives in personalization-prompt.ts.
 */
import { hasEntries, isSet, type UnifiedProfile } from '../contracts/unified-profile';

export const personalizationPoints = {
  age: 5,
  gender: 5,
  /** Height and weight only count together. */
  heightAndWeight: 10,
  allergies: 8,
  /** Conditions the user listed (current or chronic). */
  healthConditions: 8,
  /** Conditions stored as diagnosed (unified_user_profiles.conditions.diagnosed). */
  diagnosedConditions: 9,
  exercise: 5,
  sleep: 5,
  stress: 5,
  smokingOrAlcohol: 5,
  dietType: 8,
  dietaryRestrictions: 7,
  medications: 10,
  primaryGoals: 10,
} as const;
export type PersonalizationItem = keyof typeof personalizationPoints;

export type PersonalizationConfidence = 'high' | 'medium' | 'low' | 'minimal';

export function personalizationItems(profile: UnifiedProfile | null | undefined): Record<PersonalizationItem, boolean> {
  const p = profile?.personal_info;
  const m = profile?.medical_history;
  const l = profile?.lifestyle_data;
  return {
    age: isSet(p?.age),
    gender: isSet(p?.gender),
    heightAndWeight: isSet(p?.height) && isSet(p?.weight),
    allergies: hasEntries(m?.allergies),
    healthConditions: hasEntries(m?.currentConditions) || hasEntries(m?.chronicConditions),
    diagnosedConditions: hasEntries(profile?.conditions?.diagnosed),
    exercise: isSet(l?.exerciseFrequency),
    sleep: isSet(l?.sleepHours),
    stress: isSet(l?.stressLevel),
    smokingOrAlcohol: isSet(l?.smokingStatus) || isSet(l?.alcoholConsumption),
    dietType: isSet(profile?.dietary_info?.type),
    dietaryRestrictions: hasEntries(profile?.dietary_info?.restrictions),
    medications: hasEntries(profile?.medications?.current),
    primaryGoals: hasEntries(profile?.health_goals?.primary),
  };
}

/** P2-SCORE-22..36: the sum of the points the profile earns, capped at 100. */
export function personalizationScore(profile: UnifiedProfile | null | undefined): number {
  const items = personalizationItems(profile);
  const sum = (Object.keys(personalizationPoints) as PersonalizationItem[]).reduce(
    (total, item) => total + (items[item] ? personalizationPoints[item] : 0),
    0,
  );
  return Math.min(100, sum);
}

/** P2-SCORE-37: 80 and above high, 60 and above medium, 40 and above low, else minimal. */
export function personalizationConfidence(score: number): PersonalizationConfidence {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  if (score >= 40) return 'low';
  return 'minimal';
}

/**
 * P2-AI-03: the personalisation service is ready once the user id, the unified profile and its
 * initialisation are all present; until then (or after a failed initialisation) it is not.
 */
export function personalizationReady(state: { userId?: string | null; profile?: UnifiedProfile | null; initialized?: boolean }): boolean {
  return Boolean(state.userId) && Boolean(state.profile) && state.initialized === true;
}
