import type { ReferencePair } from './reference-pair';
export const drugDrugPairs: ReferencePair[] = [];
