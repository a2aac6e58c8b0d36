/**
 * Onboarding data completeness score (spec part 2 §5, §9; P2-SCORE-01..12, P2-CONST-05): 0–100,
 * the sum of the points below, capped at 100. It is computed from the unified profile, so the
 * server stores it in data_completeness_score and the dashboards show the same figure.
 */
import { completedSections, hasEntries, isSet, type UnifiedProfile } from '../contracts/unified-profile';
import { profileSectionIds } from './profile-sections';

export const completenessPoints = {
  age: 8,
  gender: 8,
  /** Weight and height only count together. */
  weightAndHeight: 9,
  currentCondition: 13,
  allergy: 12,
  currentMedication: 20,
  exerciseFrequency: 8,
  sleepHours: 7,
  dietType: 8,
  dietaryRestriction: 7,
} as const;
export type CompletenessItem = keyof typeof completenessPoints;

/** Onboarding counts as complete from this score on (P2-SCORE-12). */
export const onboardingCompleteThreshold = 70;
/** A profile completeness above this counts as data complete (P2-CONST-05). */
export const dataCompleteThreshold = 80;

/** Which items of the score a profile earns. */
export function completenessItems(profile: UnifiedProfile | null | undefined): Record<CompletenessItem, boolean> {
  const p = profile?.personal_info;
  const m = profile?.medical_history;
  const l = profile?.lifestyle_data;
  const d = profile?.dietary_info;
  return {
    age: isSet(p?.age),
    gender: isSet(p?.gender),
    weightAndHeight: isSet(p?.weight) && isSet(p?.height),
    currentCondition: hasEntries(m?.currentConditions),
    allergy: hasEntries(m?.allergies),
    currentMedication: hasEntries(profile?.medications?.current),
    exerciseFrequency: isSet(l?.exerciseFrequency),
    sleepHours: isSet(l?.sleepHours),
    dietType: isSet(d?.type),
    dietaryRestriction: hasEntries(d?.restrictions),
  };
}

export function dataCompletenessScore(profile: UnifiedProfile | null | undefined): number {
  const items = completenessItems(profile);
  const sum = (Object.keys(completenessPoints) as CompletenessItem[]).reduce(
    (total, item) => total + (items[item] ? completenessPoints[item] : 0),
    0,
  );
  return Math.min(100, sum);
}

/** P2-SCORE-12: the flag is set, or the score is 70 or more, or the legacy data says completed. */
export function isOnboardingComplete(input: {
  onboardingCompleted?: boolean | null;
  completenessScore?: number | null;
  legacyCompleted?: boolean | null;
}): boolean {
  return (
    input.onboardingCompleted === true ||
    (input.completenessScore ?? 0) >= onboardingCompleteThreshold ||
    input.legacyCompleted === true
  );
}

/** P2-CONST-05: strictly above 80. */
export function isDataComplete(completenessScore: number | null | undefined): boolean {
  return (completenessScore ?? 0) > dataCompleteThreshold;
}

/** How the dashboards word a profile's completeness: the header badge and Data Insights read the same. */
export interface CompletenessWords {
  /** The figure shown: 100 once complete, else the stored (or computed) completeness score. */
  percent: number;
  complete: boolean;
  /** 'Complete' or 'n% complete'. */
  label: string;
  /** 'n of 7 sections completed'. */
  sections: string;
}

/**
 * One source of truth for the completeness words (issue 13 §3: the dashboard header said
 * 'Complete' while Data Insights said 48 %). Complete when the score reaches 100 or every
 * section is answered: someone with no conditions, allergies, medications or dietary
 * restrictions answers every section yet tops out at 48 points, and is complete; every place
 * that words completeness then says 'Complete' and 100 %.
 */
export function completenessWords(profile: UnifiedProfile | null | undefined): CompletenessWords {
  const score = typeof profile?.data_completeness_score === 'number' ? Math.round(profile.data_completeness_score) : dataCompletenessScore(profile);
  const answered = completedSections(profile).length;
  const complete = score >= 100 || answered === profileSectionIds.length;
  const percent = complete ? 100 : score;
  return { percent, complete, label: complete ? 'Complete' : `${percent}% complete`, sections: `${answered} of ${profileSectionIds.length} sections completed` };
}
