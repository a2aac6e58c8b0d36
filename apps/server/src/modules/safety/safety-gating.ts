/**
 * Plan gating of safety results (spec part 1 §6; issue 4): drug–drug findings are open to
 * everyone, signed out included; findings that involve a supplement or a food need
 * supplement_interactions, timing needs food_drug_timing. Withheld findings are counted, never
 * silently dropped, so the page can say what an upgrade would show.
 */
import { hasFeatureAccess, type Feature, type SubscriptionStatus } from '@thrivewell/core/plans';
import type { GatedFeature } from '@thrivewell/core/safety-contract';
import { isDrugDrug, type Interaction } from '@thrivewell/knowledge/interactions';
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

export function gateInteractions(all: Interaction[], status: SubscriptionStatus | null): { interactions: Interaction[]; gated: GatedFeature[] } {
  if (canUse(status, 'supplement_interactions')) return { interactions: all, gated: [] };
  const interactions = all.filter(isDrugDrug);
  const hidden = all.length - interactions.length;
  if (hidden === 0) return { interactions, gated: [] };
  return {
    interactions,
    gated: [
      {
        feature: 'supplement_interactions',
        hidden,
        message: `We found ${plural(hidden, 'more interaction', 'more interactions')} involving a supplement or food. Supplement and food interactions are part of Wellness Pro.`,
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
    schedule: { slots: [], conflicts: [] },
    gated:
      hiddenTiming > 0
        ? [...gated, { feature: 'food_drug_timing', hidden: hiddenTiming, message: `${plural(hiddenTiming, 'timing tip', 'timing tips')} for this list (with food, time of day, spacing) are part of Wellness Pro.` }]
        : gated,
  };
}
