/**
 * The goals the profile's health goals offer (spec part 2 healthGoals.specificTargets): a target
 * weight (in the profile's unit), a sleep target in hours and a fitness target in words. Each
 * can be tracked once (its profileKey).
 */
import type { GoalSuggestion, ProfileGoalKey } from '@thrivewell/core/contracts/goals-contract';
import type { GoalDirection } from '@thrivewell/core/tracking/goal-progress';

interface ProfileGoals {
  primary?: readonly string[] | null;
  specificTargets?: { targetWeight?: number | null; weightUnit?: string | null; sleepTarget?: number | null; fitnessTarget?: string | null } | null;
}

export interface ProfileGoalDraft extends GoalSuggestion {
  direction: GoalDirection | null;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function profileGoalDrafts(healthGoals: ProfileGoals | null | undefined): ProfileGoalDraft[] {
  const targets = healthGoals?.specificTargets;
  if (!targets) return [];
  const out: ProfileGoalDraft[] = [];
  if (typeof targets.targetWeight === 'number') {
    const unit = targets.weightUnit === 'lbs' ? 'lbs' : 'kg';
    const gaining = (healthGoals?.primary ?? []).some((g) => /gain weight|build muscle/i.test(g));
    out.push({ key: 'healthGoals.specificTargets.targetWeight', title: `Reach ${fmt(targets.targetWeight)} ${unit}`, metric: 'weight', target: targets.targetWeight, unit, direction: gaining ? 'increase' : 'decrease' });
  }
  if (typeof targets.sleepTarget === 'number') {
    out.push({ key: 'healthGoals.specificTargets.sleepTarget', title: `Sleep ${fmt(targets.sleepTarget)} hours a night`, metric: 'sleep_hours', target: targets.sleepTarget, unit: 'hours', direction: 'increase' });
  }
  if (targets.fitnessTarget) {
    out.push({ key: 'healthGoals.specificTargets.fitnessTarget', title: targets.fitnessTarget, metric: null, target: null, unit: null, direction: null });
  }
  return out;
}

export const isProfileGoalKey = (key: string, drafts: readonly ProfileGoalDraft[]): key is ProfileGoalKey => drafts.some((d) => d.key === key);
