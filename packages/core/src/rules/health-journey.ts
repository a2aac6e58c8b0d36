/**
 * Health journey levels and the picker's rules (spec part 2 §2, §3, §4, §9; P2-JRN-01..11).
 * Titles, time commitments and engagement are the spec's; subtitle, description, features and
 * focusAreas are "not shown" there, so they are our own calm wording.
 */

export const journeyLevels = ['maintain', 'improve', 'transform'] as const;
export type JourneyLevel = (typeof journeyLevels)[number];

export interface JourneyConfig {
  level: JourneyLevel;
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  focusAreas: string[];
  estimatedTimeCommitment: string;
  /** Engagement percent shown on the slider (§9: 33, 66, 100). */
  progressIndicator: number;
}

export const journeyConfigs: Record<JourneyLevel, JourneyConfig> = {
  maintain: {
    level: 'maintain',
    title: 'Maintain & Monitor',
    subtitle: 'Keep what works and watch for changes',
    description:
      'A light touch for when you feel on track: short check-ins, gentle reminders and a clear view of how your habits hold up over time.',
    features: ['Weekly wellness check-in', 'Habit and mood tracking', 'Reminders to refresh your profile', 'General wellness articles'],
    focusAreas: ['Consistency', 'Early awareness', 'Healthy routines'],
    estimatedTimeCommitment: '5–10 min/week',
    progressIndicator: 33,
  },
  improve: {
    level: 'improve',
    title: 'Improve & Optimize',
    subtitle: 'Make steady, focused progress',
    description:
      'For when you want to work on one or two areas: a short action list built from your profile, with small steps you can fit into a normal week.',
    features: ['Personal action plan', 'Goal progress tracking', 'Nutrition and sleep suggestions', 'Medication list review reminders'],
    focusAreas: ['Sleep', 'Nutrition', 'Activity', 'Stress'],
    estimatedTimeCommitment: '15–20 min/week',
    progressIndicator: 66,
  },
  transform: {
    level: 'transform',
    title: 'Transform & Thrive',
    subtitle: 'Commit to a deeper change',
    description:
      'For a bigger change you are ready to invest in: a fuller plan across several areas, regular reviews and insights from everything you share.',
    features: ['Full action plan across all areas', 'Detailed insights and trends', 'Regular progress reviews', 'Preparation notes for your healthcare provider'],
    focusAreas: ['Whole-lifestyle change', 'Long-term goals', 'Body and mind balance'],
    estimatedTimeCommitment: '30+ min/week',
    progressIndicator: 100,
  },
};

export function isJourneyLevel(value: unknown): value is JourneyLevel {
  return typeof value === 'string' && (journeyLevels as readonly string[]).includes(value);
}

/** P2-JRN-02/03. */
export function journeyPickerTitle(duringOnboarding: boolean): string {
  return duringOnboarding ? 'Choose Your Health Journey' : 'Update Your Health Journey';
}

/**
 * P2-JRN-04/05: 'Current Selection' (and disabled) while the selection equals the saved level;
 * otherwise 'Start My Journey' during onboarding or when no level is saved yet, else
 * 'Update Journey'. A save in progress also disables the button (P2-JRN-07).
 */
export function journeyButton(input: {
  selected: JourneyLevel;
  current: JourneyLevel | null | undefined;
  duringOnboarding: boolean;
  saving?: boolean;
}): { label: 'Current Selection' | 'Start My Journey' | 'Update Journey'; disabled: boolean } {
  if (input.selected === input.current) return { label: 'Current Selection', disabled: true };
  const label = input.duringOnboarding || !input.current ? 'Start My Journey' : 'Update Journey';
  return { label, disabled: input.saving === true };
}
