/** Small helpers that keep the data files short. */
import type { Source } from '../source';
import { dailyMed } from '../sources';
import type { Substance } from '../types';

export interface DrugFacts {
  brands?: string[];
  synonyms?: string[];
  components?: string[];
  sideEffects: string[];
  seriousSideEffects: string[];
  warnings: string[];
  /** Extra sources beside the DailyMed label, which is always cited. */
  sources?: Source[];
}

/** A drug, cited to its DailyMed label (plus any extra sources). */
export function drug(id: string, name: string, classes: string[], facts: DrugFacts): Substance {
  const { sources = [], ...rest } = facts;
  return { id, name, kind: 'drug', classes, ...rest, sources: [dailyMed(name), ...sources] };
}

export interface OtherFacts {
  brands?: string[];
  synonyms?: string[];
  sources: Source[];
}

export function supplement(id: string, name: string, classes: string[], facts: OtherFacts): Substance {
  return { id, name, kind: 'supplement', classes, ...facts };
}

export function food(id: string, name: string, classes: string[], facts: OtherFacts): Substance {
  return { id, name, kind: 'food', classes, ...facts };
}
