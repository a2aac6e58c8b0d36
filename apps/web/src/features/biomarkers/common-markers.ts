/**
 * The markers the review table suggests and recognises by name: the labs package's catalogue
 * (the parser's own, so a typed "HbA1c" gets the LOINC code and unit a read report would), with
 * its unit shown as people read it ("×10⁹/L", not UCUM's "10*9/L"). The server maps names again.
 */
import { markers } from '@thrivewell/labs/markers';
import { displayUnit } from '@thrivewell/labs/units';

export interface CommonMarker {
  loinc: string;
  name: string;
  /** The unit as people read it, or null for a unitless result (pH, a ratio). */
  unit: string | null;
  /** Other names labs print for it; matched case-insensitively. */
  synonyms: string[];
}

export const commonMarkers: readonly CommonMarker[] = markers
  .filter((m) => !m.descriptive)
  .map((m) => ({ loinc: m.loinc, name: m.name, unit: displayUnit(m.unit) || null, synonyms: m.synonyms }));

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const byName = new Map<string, CommonMarker>();
for (const m of commonMarkers) for (const n of [m.name, ...m.synonyms]) if (!byName.has(key(n))) byName.set(key(n), m);

/** The marker a typed name is (its name or a synonym, any case), or null. */
export function findCommonMarker(name: string): CommonMarker | null {
  return byName.get(key(name)) ?? null;
}
