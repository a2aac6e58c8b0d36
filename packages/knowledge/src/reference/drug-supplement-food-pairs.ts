import type { ReferencePair } from './reference-pair';
export const drugSupplementFoodPairs: ReferencePair[] = [];
