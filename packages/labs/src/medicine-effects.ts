/**
 * Which of a person's medicines and supplements can change a lab marker. Cabinet entries are
 * resolved through the knowledge base (name, brand, synonym; then its classes and, for
 * combination products, its ingredients), so 'Lipitor' matches the statin rules and 'Janumet'
 * the metformin one. Unknown names match nothing: the engine never guesses.
 */
import { resolveName } from '@thrivewell/knowledge/resolve';
import { refsOf } from '@thrivewell/knowledge/knowledge-base';
import { effectRulesFor, medicineEffectRules } from './medicine-effect-rules';
import { guideFor, primaryLoinc } from './marker-guides';
import type { Source } from './guide-sources';
import type { MarkerGuide } from './guide-types';

export type { Source };
export { medicineEffectRules };

export interface MedicineEffect {
  /** The cabinet entry as typed, with the generic name when it differs ('Lipitor (Atorvastatin)'). */
  medicine: string;
  effect: string;
  sources: Source[];
}

export interface MarkerExplanation {
  loinc: string;
  guide: MarkerGuide | null;
  effects: MedicineEffect[];
}

function displayName(input: string, generic: string): string {
  const typed = input.trim();
  return typed.toLowerCase() === generic.toLowerCase() ? generic : `${typed} (${generic})`;
}

/** The effects of the cabinet's medicines on one marker, in cabinet order, each rule once per medicine. */
export function medicineEffectsFor(loinc: string, cabinetNames: string[]): MedicineEffect[] {
  const rules = effectRulesFor(loinc);
  if (rules.length === 0) return [];
  const out: MedicineEffect[] = [];
  const seen = new Set<string>();
  for (const name of cabinetNames) {
    if (!name.trim()) continue;
    const resolution = resolveName(name);
    if (!resolution.ok) continue;
    const refs = refsOf.get(resolution.substance.id);
    if (!refs) continue;
    for (const rule of rules) {
      const key = `${rule.id}|${resolution.substance.id}`;
      if (seen.has(key) || !refs.has(rule.subject)) continue;
      seen.add(key);
      out.push({ medicine: displayName(name, resolution.substance.name), effect: rule.effect, sources: [...rule.sources] });
    }
  }
  return out;
}

/** The plain-language guide of a marker (null when there is none) with the cabinet's effects on it. */
export function explainMarker(loinc: string, cabinetNames: string[]): MarkerExplanation {
  return { loinc: primaryLoinc(loinc), guide: guideFor(loinc) ?? null, effects: medicineEffectsFor(loinc, cabinetNames) };
}
