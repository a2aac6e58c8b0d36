/**
 * What the person's plan withholds from a chat answer, said in one short paragraph (ADR 0007, the
 * same rule as the safety pages): the count of moderate or minor supplement and food findings, or
 * of timing tips, that Wellness Pro shows, with where to compare plans. Serious findings are
 * never withheld, so the note says that too.
 */
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import { withheldInteractions } from '@thrivewell/knowledge/plan-gating';
import type { AssistantTools } from './knowledge-tools';

export const pricingPath = '/pricing';

/** The note for what was withheld, or null when nothing was. */
export function gatedNote(gated: readonly GatedFeature[]): string | null {
  if (gated.length === 0) return null;
  return `${gated.map((g) => g.message).join(' ')} Compare plans at ${pricingPath}.`;
}

export function gatedOf(gated: readonly GatedFeature[], feature: GatedFeature['feature']): GatedFeature[] {
  return gated.filter((g) => g.feature === feature);
}

/**
 * The withheld supplement and food findings of a check that included the cabinet, less those
 * between the cabinet's own items (an answer about something new does not list those either).
 */
export function withheldBeyondCabinet(checkSafety: AssistantTools['checkSafety'], gated: readonly GatedFeature[]): GatedFeature[] {
  const all = gatedOf(gated, 'supplement_interactions')[0]?.hidden ?? 0;
  if (all === 0) return [];
  const cabinetOnly = gatedOf(checkSafety([], { includeCabinet: true, timing: false }).data.gated, 'supplement_interactions')[0]?.hidden ?? 0;
  return all > cabinetOnly ? [withheldInteractions(all - cabinetOnly)] : [];
}
