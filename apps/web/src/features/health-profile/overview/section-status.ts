import { dietTypeLabels, genderLabels, goalTimeframeLabels } from '@thrivewell/core/copy/profile-choices';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { lifestyleSummary } from '@thrivewell/core/rules/lifestyle-score';
import { hasEntries, isSectionComplete, sectionHasData, storedSection, type UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import type { BadgeTone } from '../../../ui/badge';

/** The spec's seven section statuses (§4, P2-OVW-06). */
export type OverviewStatus = 'complete' | 'active' | 'good' | 'moderate' | 'needs-attention' | 'none' | 'available';

/**
 * Which status a section card shows. The spec names the statuses but not the rule; ours:
 * - lifestyle: the lifestyle score's status (good ≥ 70, moderate ≥ 50, else needs-attention)
 *   once exercise, sleep or stress is answered;
 * - symptoms: 'active' while symptoms are listed, 'none' when the user said they have none;
 * - medications: 'active' while medications are listed, 'none' when the user takes none;
 * - every other section: 'complete' when the section is complete (isSectionComplete);
 * - anything not complete yet (not started or only partly answered): 'available' — there is
 *   something to add.
 */
export function overviewSectionStatus(profile: UnifiedProfile | null | undefined, section: ProfileSectionId): OverviewStatus {
  switch (section) {
    case 'lifestyle':
      return lifestyleSummary(profile?.lifestyle_data)?.status ?? 'available';
    case 'symptoms':
      if (hasEntries(profile?.symptoms?.currentSymptoms)) return 'active';
      return profile?.symptoms?.completed === true ? 'none' : 'available';
    case 'medications':
      if (hasEntries(profile?.medications?.current)) return 'active';
      return profile?.medications?.noMedications === true ? 'none' : 'available';
    default:
      return isSectionComplete(profile, section) ? 'complete' : 'available';
  }
}

export const overviewStatusLook: Record<OverviewStatus, { label: string; tone: BadgeTone }> = {
  complete: { label: 'Complete', tone: 'success' },
  active: { label: 'Active', tone: 'brand' },
  good: { label: 'Good', tone: 'success' },
  moderate: { label: 'Moderate', tone: 'warning' },
  'needs-attention': { label: 'Needs attention', tone: 'danger' },
  none: { label: 'None', tone: 'neutral' },
  available: { label: 'Available', tone: 'accent' },
};

/** The card's button: 'Edit' once the section holds any answer, 'Add' before. */
export function overviewSectionAction(profile: UnifiedProfile | null | undefined, section: ProfileSectionId): 'Edit' | 'Add' {
  return sectionHasData(storedSection(profile, section)) ? 'Edit' : 'Add';
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const length = (list: unknown) => (Array.isArray(list) ? list.length : 0);
const label = <T extends string>(labels: Record<T, string>, value: unknown) => (typeof value === 'string' && value in labels ? labels[value as T] : null);

/** One line under the card's title saying what is stored (no values beyond what the user typed). */
export function overviewSectionSummary(profile: UnifiedProfile | null | undefined, section: ProfileSectionId): string {
  if (!sectionHasData(storedSection(profile, section))) return 'Not started yet';
  switch (section) {
    case 'personalInfo': {
      const p = profile?.personal_info;
      const parts = [typeof p?.age === 'number' ? `Age ${p.age}` : null, label(genderLabels, p?.gender)].filter(Boolean);
      return parts.length ? parts.join(' · ') : 'Partly filled in';
    }
    case 'medicalHistory': {
      const m = profile?.medical_history;
      if (m?.noConditions) return 'No conditions or allergies';
      return `${count(length(m?.currentConditions) + length(m?.chronicConditions), 'condition', 'conditions')} · ${count(length(m?.allergies), 'allergy', 'allergies')}`;
    }
    case 'symptoms':
      return profile?.symptoms?.completed ? 'No current symptoms' : count(length(profile?.symptoms?.currentSymptoms), 'symptom tracked', 'symptoms tracked');
    case 'medications':
      return profile?.medications?.noMedications ? 'Not taking any medications' : count(length(profile?.medications?.current), 'medication listed', 'medications listed');
    case 'lifestyle': {
      const summary = lifestyleSummary(profile?.lifestyle_data);
      return summary ? `Lifestyle score ${summary.score}/100` : 'Partly filled in';
    }
    case 'diet':
      return label(dietTypeLabels, profile?.dietary_info?.type) ?? 'Partly filled in';
    case 'healthGoals': {
      const g = profile?.health_goals;
      const timeframe = label(goalTimeframeLabels, g?.timeframe);
      return [count(length(g?.primary), 'goal', 'goals'), timeframe].filter(Boolean).join(' · ');
    }
  }
}
