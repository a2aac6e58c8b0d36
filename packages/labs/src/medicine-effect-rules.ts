/**
 * The medicine-effect rules by marker, without the knowledge base: for pages that list which
 * medicines can change a marker in general (the marker guides) and must not carry the whole
 * knowledge base in their JavaScript. Matching a person's own medicines is medicine-effects.ts.
 */
import { medicineEffectRules, type MedicineEffectRule } from './data/effects/effect-rules';
import { primaryLoinc } from './marker-guides';

export type { MedicineEffectRule };
export { medicineEffectRules };

/** The rules about one marker (any of its LOINC codes), in the rules' order. */
export function effectRulesFor(loinc: string): MedicineEffectRule[] {
  const code = primaryLoinc(loinc);
  return medicineEffectRules.filter((r) => r.markers.includes(code));
}
