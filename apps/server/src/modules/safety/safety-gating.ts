/**
 * Plan gating of safety results (spec part 1 §6; issues 4 and W2-B): safety is never paywalled.
 * Drug–drug findings and every major or contraindicated finding of any kind (drug, supplement,
 * food) are shown to everyone, signed out included, with severity and what to do. Moderate and
 * minor findings that involve a supplement or a food need supplement_interactions; timing and
 * the day plan need food_drug_timing. Withheld findings are counted, never silently dropped, so
 * the page can say what an upgrade would show.
 */
import { hasFeatureAccess, type Feature, type SubscriptionStatus } from '@thrivewell/core/rules/plans';
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import { isDrugDrug, type Interaction } from '@thrivewell/knowledge/interactions';
import type { Severity } from '@thrivewell/knowledge/types';
import type { SafetyCheck } from '@thrivewell/knowledge/safety-check';


export interface GatedSafetyCheck extends SafetyCheck {
  gated: GatedFeature[];
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export function canUse(status: SubscriptionStatus | null, feature: Feature): boolean {
  return hasFeatureAccess(status, feature);
}

/** Major and contraindicated findings: shown on every plan. */
export function isSafetyCritical(severity: Severity): boolean {
  return severity === 'contraindicated' || severity === 'major';
}

/** What every plan sees: drug–drug findings and every serious finding, whatever it involves. */
export function isOpenToEveryone(interaction: Pick<Interaction, 'aKind' | 'bKind' | 'severity'>): boolean {
  return isDrugDrug(interaction) || isSafetyCritical(interaction.severity);
}

export function gateInteractions(all: Interaction[], status: SubscriptionStatus | null): { interactions: Interaction[]; gated: GatedFeature[] } {
  if (canUse(status, 'supplement_interactions')) return { interactions: all, gated: [] };
  const interactions = all.filter(isOpenToEveryone);
  const hidden = all.length - interactions.length;
  if (hidden === 0) return { interactions, gated: [] };
  return {
    interactions,
    gated: [
      {
        feature: 'supplement_interactions',
        hidden,
        message: `${plural(hidden, 'more moderate or minor interaction', 'more moderate or minor interactions')} involving a supplement or food ${hidden === 1 ? 'is' : 'are'} part of Wellness Pro. Major and contraindicated interactions are always shown, on every plan.`,
      },
    ],
  };
}

export function gateCheck(check: SafetyCheck, status: SubscriptionStatus | null): GatedSafetyCheck {
  const { interactions, gated } = gateInteractions(check.interactions, status);
  if (canUse(status, 'food_drug_timing')) return { ...check, interactions, gated };
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
