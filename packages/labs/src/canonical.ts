/**
 * A marker's value in its canonical unit, for history and trends: results from labs that print
 * glucose in mg/dL and in mmol/L land on one line. Null when the marker has no unit (pH, a
 * qualitative pad) or the printed unit cannot be converted.
 */
import { markerByLoinc } from './markers';
import { convertValue, tidy } from './units';

export function toCanonical(loinc: string, value: number, unit: string | null): { value: number; unit: string } | null {
  const marker = markerByLoinc(loinc);
  if (!marker?.unit) return null;
  const converted = convertValue(value, unit, marker.unit, marker);
  return converted === null || !Number.isFinite(converted) ? null : { value: tidy(converted), unit: marker.unit };
}
