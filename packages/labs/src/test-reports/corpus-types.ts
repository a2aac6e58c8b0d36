/** Test helper: a test report (pages as a reader would hand them) with the rows a person would read off it. */
import type { LabFlag } from '@thrivewell/core/contracts/biomarkers-contract';
import type { LabContext, PageText } from '../text-layout';

export interface ExpectedRow {
  loinc: string | null;
  /** For rows with no marker (loinc null): the printed name. */
  name?: string;
  value: number | null;
  text: string | null;
  unit: string | null;
  low: number | null;
  high: number | null;
  flag: LabFlag;
}

export interface TestReport {
  name: string;
  noisy: boolean;
  ctx: LabContext;
  pages: PageText[];
  collectedOn: string | null;
  expected: ExpectedRow[];
}

/** A numeric expected row. */
export function num(loinc: string, value: number, unit: string | null, low: number | null, high: number | null, flag: LabFlag): ExpectedRow {
  return { loinc, value, text: null, unit, low, high, flag };
}

/** A qualitative expected row (text ranges have no numeric bounds). */
export function qual(loinc: string | null, text: string, flag: LabFlag, name?: string): ExpectedRow {
  return { loinc, name, value: null, text, unit: null, low: null, high: null, flag };
}
