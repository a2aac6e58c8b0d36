/**
 * The shape of a plain-language marker guide: what a lab marker measures, common reasons it can
 * be high or low, what to ask a clinician, and where that comes from. Educational wellness
 * information, never a diagnosis.
 */
import type { Source } from './guide-sources';

export const panels = [
  { id: 'blood-count', name: 'Blood count (CBC)' },
  { id: 'metabolic', name: 'Metabolic panel: salts, kidneys and sugar' },
  { id: 'liver', name: 'Liver tests' },
  { id: 'lipids-diabetes', name: 'Cholesterol and diabetes' },
  { id: 'thyroid', name: 'Thyroid' },
  { id: 'vitamins-iron', name: 'Vitamins and iron' },
  { id: 'heart-inflammation', name: 'Heart, muscle, clotting and inflammation' },
  { id: 'hormones', name: 'Hormones' },
  { id: 'urine', name: 'Urine tests' },
] as const;
export type PanelId = (typeof panels)[number]['id'];

export interface MarkerGuide {
  /** The LOINC code the guide is filed under. */
  loinc: string;
  /** Other LOINC codes for the same marker (another method or unit), which share the guide. */
  otherLoinc?: readonly string[];
  name: string;
  /** Other names and abbreviations people see on reports ('Hb', 'Haemoglobin'). */
  aka: readonly string[];
  panel: PanelId;
  /** What it measures, one or two plain sentences. */
  measures: string;
  /** Common reasons a result can be high (or positive), never a diagnosis. */
  high: readonly string[];
  /** Common reasons a result can be low. Empty when a low result is not a concern. */
  low: readonly string[];
  /** Questions worth asking a clinician. */
  ask: readonly string[];
  sources: readonly Source[];
}
