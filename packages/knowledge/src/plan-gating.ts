/**
 * Plan gating of safety results (spec part 1 §6; issues 4, W2-B and W2-C; ADR 0007): safety is
 * never paywalled. Drug–drug findings and every major or contraindicated finding of any kind
 * (drug, supplement, food) are shown to everyone, signed out included, with severity and what to
 * do. Moderate and minor findings that involve a supplement or a food need
 * supplement_interactions; timing and the day plan need food_drug_timing. Withheld findings are
 * counted, never silently dropped, so the page or the chat answer can say what an upgrade would
 * show. The safety pages and the chat (built-in assistant and LLM tools) apply this same rule.
 */
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import { hasFeatureAccess } from '@thrivewell/core/rules/plans';
import { isDrugDrug, type Interaction } from './interactions';
import type { SafetyCheck } from './safety-check';
import type { Severity } from './types';

/** What a person's plan opens of a safety answer. */
export interface PlanAccess {
  /** Moderate and minor findings that involve a supplement or a food. */
  supplementInteractions: boolean;
  /** Timing tips and the day plan. */
  foodDrugTiming: boolean;
}

/** Visitors and the free plan. */
export const freeAccess: PlanAccess = { supplementInteractions: false, foodDrugTiming: false };

/** The access of a subscription status or gating plan (null: signed out, or the plan could not be read). */
export function planAccessOf(subject: Parameters<typeof hasFeatureAccess>[0]): PlanAccess {
  return { supplementInteractions: hasFeatureAccess(subject, 'supplement_interactions'), foodDrugTiming: hasFeatureAccess(subject, 'food_drug_timing') };
}

export interface GatedSafetyCheck extends SafetyCheck {
  gated: GatedFeature[];
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Major and contraindicated findings: shown on every plan. */
export function isSafetyCritical(severity: Severity): boolean {
  return severity === 'contraindicated' || severity === 'major';
}

/** What every plan sees: drug–drug findings and every serious finding, whatever it involves. */
export function isOpenToEveryone(interaction: Pick<Interaction, 'aKind' | 'bKind' | 'severity'>): boolean {
  return isDrugDrug(interaction) || isSafetyCritical(interaction.severity);
}

export function gateInteractions<T extends Pick<Interaction, 'aKind' | 'bKind' | 'severity'>>(all: readonly T[], access: PlanAccess): { interactions: T[]; gated: GatedFeature[] } {
  if (access.supplementInteractions) return { interactions: [...all], gated: [] };
  const interactions = all.filter(isOpenToEveryone);
  const hidden = all.length - interactions.length;
  return { interactions, gated: hidden === 0 ? [] : [withheldInteractions(hidden)] };
}

/** The count of withheld moderate or minor supplement and food findings, in plain words. */
export function withheldInteractions(hidden: number): GatedFeature {
  return {
    feature: 'supplement_interactions',
    hidden,
    message: `${plural(hidden, 'more moderate or minor interaction', 'more moderate or minor interactions')} involving a supplement or food ${hidden === 1 ? 'is' : 'are'} part of Wellness Pro. Major and contraindicated interactions are always shown, on every plan.`,
  };
}

export function gateCheck(check: SafetyCheck, access: PlanAccess): GatedSafetyCheck {
  const { interactions, gated } = gateInteractions(check.interactions, access);
  if (access.foodDrugTiming) return { ...check, interactions, gated };
  const hiddenTiming = check.timingTips;
  return {
    ...check,
    interactions,
    timing: [],
    otherTiming: [],
    schedule: { slots: [], conflicts: [], flagged: [], offRoutine: [] },
    gated:
      hiddenTiming > 0
        ? [...gated, { feature: 'food_drug_timing', hidden: hiddenTiming, message: `${plural(hiddenTiming, 'timing tip', 'timing tips')} for this list (with food, time of day, spacing) and the day plan are part of Wellness Pro.` }]
        : gated,
  };
}
