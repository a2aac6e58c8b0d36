/**
 * The medication safety analysis (spec part 2 §4, §9; analyze-medications of §7): for each of a
 * person's active medications its side effects, serious side effects (as detailedSideEffects)
 * and warnings, and the interactions between them. Pure: the server stores the result.
 */
import { checkInteractions, type Interaction } from './interactions';
import { resolveKnown, resolveName, type KnownName } from './resolve';
import type { Substance } from './types';

export interface AnalyzedMedication {
  name: string;
  /** The knowledge-base id the name resolved to; null when it is not known (then nothing is listed). */
  id: string | null;
  sideEffects: string[];
  detailedSideEffects: string[];
  warnings: string[];
}

export interface MedicationAnalysis {
  medications: AnalyzedMedication[];
  interactions: Interaction[];
  analyzedAt: string;
}

/** A medication to analyse: its name and, when it was resolved before (a saved cabinet entry), that resolution. */
export interface MedicationToAnalyze {
  name: string;
  known?: KnownName;
}

/** The analysis of a list of medications; names without a kept resolution are resolved here. */
export function analyzeMedications(list: readonly MedicationToAnalyze[], now: Date): MedicationAnalysis {
  const substances: Substance[] = [];
  const medications = list.map(({ name, known }): AnalyzedMedication => {
    const r = known ? resolveKnown(name, known) : resolveName(name);
    if (!r.ok) return { name, id: null, sideEffects: [], detailedSideEffects: [], warnings: [] };
    substances.push(r.substance);
    return {
      name,
      id: r.item.id,
      sideEffects: r.substance.sideEffects ?? [],
      detailedSideEffects: r.substance.seriousSideEffects ?? [],
      warnings: r.substance.warnings ?? [],
    };
  });
  return { medications, interactions: checkInteractions(substances), analyzedAt: now.toISOString() };
}

/** The analysis of a list of medication names. */
export function analyzeMedicationNames(names: readonly string[], now: Date): MedicationAnalysis {
  return analyzeMedications(names.map((name) => ({ name })), now);
}
