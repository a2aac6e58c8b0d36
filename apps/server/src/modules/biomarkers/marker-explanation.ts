/**
 * What the person reads beside a confirmed marker: its plain-language guide and how their own
 * active medicines and supplements can change it (metformin → B12, a statin → ALT and CK, biotin →
 * thyroid and troponin results), from the labs package's sourced rules. Educational, never a
 * diagnosis; only confirmed results are explained.
 */
import type { MarkerGuideView, MarkerMedicineEffect } from '@thrivewell/core/contracts/biomarkers-contract';
import { guideFor } from '@thrivewell/labs/marker-guides';
import { medicineEffectsFor } from '@thrivewell/labs/medicine-effects';

/** Where the names of a person's active medicines and supplements come from (the cabinet). */
export interface MedicineNames {
  activeNames(userId: string): Promise<string[]>;
}

export function guideView(loinc: string): MarkerGuideView | null {
  const guide = guideFor(loinc);
  if (!guide) return null;
  return {
    name: guide.name,
    measures: guide.measures,
    high: [...guide.high],
    low: [...guide.low],
    ask: [...guide.ask],
    sources: guide.sources.map((s) => ({ ...s })),
  };
}

export function medicineEffectsOn(loinc: string, names: string[]): MarkerMedicineEffect[] {
  return medicineEffectsFor(loinc, names).map((e) => ({ medicine: e.medicine, effect: e.effect, sources: e.sources.map((s) => ({ ...s })) }));
}
