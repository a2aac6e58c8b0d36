/**
 * A row the person typed or corrected on the review table → a result row, read by the same rules
 * as a parsed one: the name mapped to LOINC (unless given), the unit normalised to UCUM, the
 * range text parsed by the same range parser, and the flag by the same order (the person's
 * H/L/A/N as the lab's flag). Confidence 1: the person has confirmed it.
 */
import type { LabResultRow, LabRowInput } from '@thrivewell/core/contracts/biomarkers-contract';
import { flagRow, rangeInValueUnit } from './flag';
import { matchMarker } from './match-marker';
import { markerByLoinc } from './markers';
import { parseRange } from './range';
import type { LabContext } from './text-layout';
import { normaliseUnit } from './units';
import { parseFlag, parseQualitative } from './values';

export function rowFromInput(input: LabRowInput, ctx: LabContext, rowId: string): LabResultRow {
  const unitText = input.unit?.trim() || null;
  const unit = normaliseUnit(unitText) ?? unitText;
  const marker = input.loinc ? markerByLoinc(input.loinc) : (matchMarker(input.name, { unit, qualitative: (input.value ?? null) === null })?.marker ?? null);
  const loinc = input.loinc ?? marker?.loinc ?? null;
  const rangeText = input.rangeText?.trim() || null;
  const parsed = parseRange(rangeText);
  const notes: string[] = [];
  const range = parsed ? rangeInValueUnit(parsed.range, parsed.unit, unit, marker, notes) : { low: null, high: null, text: rangeText };
  const value = input.value ?? null;
  const rawText = input.text?.trim() || null;
  const text = value === null && rawText ? (parseQualitative(rawText) ?? rawText) : null;
  if (rangeText && !parsed) notes.push('The range could not be read as numbers; it is kept as text.');
  const flag = flagRow(
    { value, text, unit, labFlag: input.labFlag ? parseFlag(input.labFlag, true) : null, labRange: parsed ? parsed.range : null, labRangeUnit: parsed?.unit ?? null, marker },
    ctx,
  );
  return {
    rowId,
    name: input.name.trim(),
    loinc,
    value,
    text,
    unit,
    range,
    flag: flag.flag,
    flagSource: flag.flagSource,
    confidence: 1,
    box: null,
    notes: [...notes, ...flag.notes],
  };
}
