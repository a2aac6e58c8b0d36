import type { Severity } from '../types';

/**
 * One pair of our own test list: names as a user would type them (generic or brand) and the
 * severity the checker must report, or null for a pair with no significant interaction.
 */
export interface ReferencePair {
  a: string;
  b: string;
  severity: Severity | null;
  /** Where the expectation comes from (label section, fact sheet, paper). */
  basis: string;
  /** The https address of that label or page, where the list records it. */
  source?: string;
}
