/** The shapes of the urine dipstick: pads, their colour blocks, a person's readings and what they mean. */
import type { Source } from './guide-sources';

export const padIds = ['glucose', 'bilirubin', 'ketones', 'specific-gravity', 'blood', 'ph', 'protein', 'urobilinogen', 'nitrite', 'leukocytes'] as const;
export type PadId = (typeof padIds)[number];

export interface ColourBlock {
  /** Stable key of the block within its pad ('negative', '30', '1.015'). */
  value: string;
  /** The label printed on the chart, in words (never colour alone). */
  label: string;
  /** An approximation of the printed colour. */
  hex: string;
  /** 0 usual, 1 trace, 2 small/positive, 3 moderate, 4 large. */
  grade: 0 | 1 | 2 | 3 | 4;
  /** The numeric result the block stands for, if it has one (saved as a value). */
  amount?: number;
  /** The result as text when it is not a plain number ('Negative', 'Trace', '≥2000'). */
  text?: string;
  /** Specific gravity and pH: the block is at the low or high end of the usual range. */
  note?: 'low' | 'high';
}

export interface DipstickPad {
  id: PadId;
  name: string;
  loinc: string;
  /** When to read the pad, in seconds after dipping (the manufacturer's chart). */
  readSeconds: number;
  unit: string | null;
  blocks: readonly ColourBlock[];
}

/** What a person chose for each pad (a block value); pads left out were not read. */
export type DipstickReadings = Partial<Record<PadId, string>>;

export type Urgency = 'info' | 'routine' | 'prompt' | 'urgent';

export interface PadMeaning {
  pad: PadId;
  name: string;
  label: string;
  grade: ColourBlock['grade'];
  meaning: string;
}

export interface DipstickAdvice {
  id: string;
  urgency: Urgency;
  title: string;
  text: string;
  sources: readonly Source[];
}

export interface DipstickInterpretation {
  pads: PadMeaning[];
  /** Most urgent first. */
  advice: DipstickAdvice[];
  /** Pads that were not read. */
  missing: PadId[];
}
