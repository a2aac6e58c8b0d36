/**
 * A row's flag, in this order: the lab's own printed flag; else the lab's printed range; else
 * our cited default range for the person's age and sex (flagSource 'default_range'); else
 * 'unknown'. Never a guess: a value is compared with a range only in one unit (the range or the
 * value is converted when the units differ), and a missing unit stops a comparison with our
 * default range.
 */
import type { FlagSource, LabFlag, LabRange } from '@thrivewell/core/contracts/biomarkers-contract';
import { defaultRangeFor, type Marker } from './markers';
import type { LabContext } from './text-layout';
import { convertRange, convertValue, normaliseUnit } from './units';
import { flagDirection, isNegativeText, type PrintedFlag } from './values';

export interface FlagInput {
  value: number | null;
  /** '<' or '>' when printed as "<0.5" / ">90". */
  qualifier?: '<' | '>' | null;
  text: string | null;
  unit: string | null;
  labFlag: PrintedFlag | null;
  labRange: LabRange | null;
  /** The unit printed with the range, when it differs from the value's. */
  labRangeUnit?: string | null;
  marker: Marker | null;
}

export interface FlagResult {
  flag: LabFlag;
  flagSource: FlagSource;
  notes: string[];
}

/** A number against a range: low, normal or high; null when the range has no bounds. */
export function compareWithRange(value: number, range: { low: number | null; high: number | null }, qualifier: '<' | '>' | null = null): LabFlag | null {
  if (range.low === null && range.high === null) return null;
  if (qualifier === '<') {
    if (range.low !== null && value <= range.low) return 'low';
    if (range.high !== null && value <= range.high) return 'normal';
    return 'unknown';
  }
  if (qualifier === '>') {
    if (range.high !== null && value >= range.high) return 'high';
    if (range.low !== null && value >= range.low) return 'normal';
    return 'unknown';
  }
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

/** A qualitative result against the printed normal text or the marker's normal results. */
function compareText(text: string, normalText: string | null, marker: Marker | null): LabFlag | null {
  const t = text.trim().toLowerCase();
  if (normalText && t === normalText.trim().toLowerCase()) return 'normal';
  if (marker?.normalText?.some((n) => n.toLowerCase() === t)) return 'normal';
  if (marker?.descriptive) return null;
  const normalIsNegative = (normalText && isNegativeText(normalText)) || (marker?.normalText && !marker.descriptive);
  if (normalIsNegative) return isNegativeText(text) ? 'normal' : 'high';
  return null;
}

const dimensionless = (unit: string | null): boolean => unit === null || unit.startsWith('{');

export function flagRow(input: FlagInput, ctx: LabContext): FlagResult {
  const notes: string[] = [];
  const unit = normaliseUnit(input.unit) ?? input.unit;
  const { marker } = input;

  if (input.labFlag && input.labFlag !== 'abnormal') {
    return { flag: flagDirection(input.labFlag)!, flagSource: 'lab_flag', notes };
  }

  // The lab's range (a directionless "A" flag takes its direction from it).
  const range = input.labRange;
  if (range) {
    if (input.value !== null && (range.low !== null || range.high !== null)) {
      const rangeUnit = normaliseUnit(input.labRangeUnit ?? null) ?? input.labRangeUnit ?? null;
      const same = !rangeUnit || !unit || rangeUnit === unit ? range : convertRange(range, rangeUnit, unit, marker);
      if (same) {
        const f = compareWithRange(input.value, same, input.qualifier ?? null);
        if (f && f !== 'unknown') {
          if (input.labFlag === 'abnormal' && f === 'normal') notes.push('The lab marked this abnormal though it is inside the printed range.');
          return { flag: input.labFlag === 'abnormal' && f === 'normal' ? 'unknown' : f, flagSource: input.labFlag === 'abnormal' ? 'lab_flag' : 'lab_range', notes };
        }
      } else {
        notes.push('The printed range is in a unit that could not be converted.');
      }
    } else if (input.text && range.text && input.labFlag !== 'abnormal') {
      const f = compareText(input.text, range.text, marker);
      if (f) return { flag: f, flagSource: input.labFlag === 'abnormal' ? 'lab_flag' : 'lab_range', notes };
    }
  }
  if (input.labFlag === 'abnormal') {
    if (input.text && input.value === null) return { flag: 'high', flagSource: 'lab_flag', notes: ['The lab marked this result abnormal.'] };
    notes.push('The lab marked this abnormal without saying high or low.');
  }

  // Our default range, labelled as such.
  if (marker) {
    if (input.value !== null) {
      const def = defaultRangeFor(marker, ctx.sex, ctx.ageYears);
      if (def && (def.low !== null || def.high !== null)) {
        const canUse = unit ? convertValue(1, unit, marker.unit, marker) !== null : dimensionless(marker.unit);
        if (canUse) {
          const v = unit ? convertValue(input.value, unit, marker.unit, marker)! : input.value;
          const f = compareWithRange(v, def, input.qualifier ?? null);
          if (f && f !== 'unknown') return { flag: f, flagSource: 'default_range', notes };
        } else {
          notes.push(unit ? `No conversion from ${unit} to ${marker.unit}: not compared with the default range.` : 'No unit printed: not compared with the default range.');
        }
      }
    } else if (input.text) {
      const f = compareText(input.text, null, marker);
      if (f) return { flag: f, flagSource: 'default_range', notes };
    }
  }
  return { flag: 'unknown', flagSource: 'none', notes };
}

/** The printed range in the value's unit (converted when printed in another unit; its text stays as printed), with a note when it was. */
export function rangeInValueUnit(range: LabRange, rangeUnit: string | null, unit: string | null, marker: Marker | null, notes: string[]): LabRange {
  if (!rangeUnit || !unit || rangeUnit === unit || (range.low === null && range.high === null)) return range;
  const converted = convertRange(range, rangeUnit, unit, marker);
  if (converted) {
    notes.push(`The range was printed in ${rangeUnit} and is shown in ${unit}.`);
    return converted;
  }
  notes.push(`The range is printed in ${rangeUnit}, which could not be converted to ${unit}.`);
  return { low: null, high: null, text: range.text };
}
