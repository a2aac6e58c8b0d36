/**
 * The marker catalogue: the blood and urine markers the parser knows, each with its LOINC code,
 * the names labs print for it, its canonical UCUM unit and the units it is also reported in,
 * physiologically possible bounds (to catch misreads) and default adult reference ranges by sex,
 * each range citing where it came from. Data lives in `data/`; this module types and indexes it.
 */
import type { LabKind } from '@thrivewell/core/contracts/biomarkers-contract';
import { bloodCountMarkers } from './data/markers-blood-count';
import { chemistryMarkers } from './data/markers-chemistry';
import { otherBloodMarkers } from './data/markers-other';
import { urineMarkers } from './data/markers-urine';

export interface RangeSource {
  title: string;
  url: string;
}

/** A default reference range in the marker's canonical unit, for one sex and age band. */
export interface DefaultRange {
  sex: 'male' | 'female' | 'any';
  ageMin: number;
  /** Exclusive upper age bound in years. */
  ageMax: number;
  low: number | null;
  high: number | null;
  source: RangeSource;
  /** The day the source was read (YYYY-MM-DD). */
  retrieved: string;
}

/** A conversion that is not a plain ratio of units (HbA1c % ↔ mmol/mol): canonical = value × scale + offset. */
export interface AffineConversion {
  unit: string;
  scale: number;
  offset: number;
}

export interface Marker {
  loinc: string;
  name: string;
  kind: LabKind;
  /** Names as labs print them (US and UK spellings, abbreviations); matched after normalising. */
  synonyms: string[];
  /** Canonical UCUM unit, or null for a dimensionless or qualitative result (pH, specific gravity, nitrite). */
  unit: string | null;
  /** Other UCUM units this marker is reported in (converted by dimension, molar mass or `affine`). */
  altUnits: string[];
  /** g/mol, for mass ↔ molar conversion (urea as its nitrogen: BUN). */
  molarMass?: number;
  /** Charge, for mEq/L ↔ mmol/L. */
  valence?: number;
  affine?: AffineConversion[];
  /** Physiologically possible values in the canonical unit: outside them the reading is doubted. */
  plausible: { low: number; high: number } | null;
  ranges: DefaultRange[];
  /** Qualitative results that are normal ("Negative", "Not detected"); others on this list's marker flag high. */
  normalText?: string[];
  /** Result is descriptive (colour, clarity): never flagged from text alone. */
  descriptive?: boolean;
}

export const markers: readonly Marker[] = [...bloodCountMarkers, ...chemistryMarkers, ...otherBloodMarkers, ...urineMarkers];

const byLoinc = new Map(markers.map((m) => [m.loinc, m]));

export function markerByLoinc(loinc: string): Marker | null {
  return byLoinc.get(loinc.trim()) ?? null;
}

/** All units a marker accepts: canonical first. */
export function markerUnits(marker: Marker): string[] {
  return marker.unit ? [marker.unit, ...marker.altUnits] : [...marker.altUnits];
}

/** The default range for a person, or null when none applies (no adult range for a child, no sex-neutral range when sex is unknown). */
export function defaultRangeFor(marker: Marker, sex: 'male' | 'female' | null, ageYears: number | null): DefaultRange | null {
  const age = ageYears ?? 30;
  const inAge = marker.ranges.filter((r) => age >= r.ageMin && age < r.ageMax);
  const any = inAge.find((r) => r.sex === 'any');
  if (any) return any;
  if (!sex) return null;
  return inAge.find((r) => r.sex === sex) ?? null;
}
