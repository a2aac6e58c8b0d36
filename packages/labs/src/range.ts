/**
 * Reference ranges in the forms labs print them: "3.5-5.1", "3,5 – 5,1", "60 to 99", "<200",
 * "≤ 5.6", "< = 150", ">40", "≥ 60", "> OR = 60", "(13.5-17.5)", a trailing unit, or text
 * ("Negative"). A one-sided bound keeps its side: the upper bound of "<200" is never read as a
 * lower bound, and the "-" of a range is never read as a minus sign.
 */
import type { LabRange } from '@thrivewell/core/contracts/biomarkers-contract';
import { normaliseUnit } from './units';
import { parseNumber, parseQualitative, type NumberStyle } from './values';

export interface ParsedRange {
  range: LabRange;
  /** A unit printed with the range ("3.5-5.1 mmol/L"), UCUM, else null. */
  unit: string | null;
}

const num = String.raw`(\d+(?:[.,]\d+)*|[.,]\d+)`;
const dash = String.raw`\s*(?:-|–|—|‒|−|~|to|bis|à|a)\s*`;
const below = String.raw`(?:<\s*(?:or|OR|=|or\s+equal\s+to)?\s*=?|≤|=<|less\s+than(?:\s+or\s+equal\s+to)?|up\s+to|under|below|bis|max\.?|kleiner\s+als|inférieur\s+à|menor\s+(?:de|que)|hasta)`;
const above = String.raw`(?:>\s*(?:or|OR|=|or\s+equal\s+to)?\s*=?|≥|=>|greater\s+than(?:\s+or\s+equal\s+to)?|more\s+than|over|above|min\.?|größer\s+als|supérieur\s+à|mayor\s+(?:de|que))`;

const between = new RegExp(String.raw`^${num}${dash}${num}(?:\s+(.+))?$`, 'i');
const upper = new RegExp(String.raw`^${below}\s*${num}(?:\s+(.+))?$`, 'i');
const lower = new RegExp(String.raw`^${above}\s*${num}(?:\s+(.+))?$`, 'i');
const plusForm = new RegExp(String.raw`^${num}\s*(?:\+|or\s+(?:more|above|greater|higher))(?:\s+(.+))?$`, 'i');

function unitOf(rest: string | undefined): string | null | undefined {
  if (!rest) return null;
  const u = normaliseUnit(rest);
  return u ?? undefined;
}

/** Parse a printed range, or null when the text is not a range. */
export function parseRange(printed: string | null | undefined, style: NumberStyle = { decimalComma: null }): ParsedRange | null {
  if (!printed) return null;
  const text = printed.trim().replace(/\s+/g, ' ');
  const inner = text.replace(/^[([](.*)[)\]]$/, '$1').trim();
  if (!inner) return null;

  let m = between.exec(inner);
  if (m) {
    const low = parseNumber(m[1]!, style);
    const high = parseNumber(m[2]!, style);
    const unit = unitOf(m[3]);
    if (low === null || high === null || unit === undefined || low > high) return null;
    return { range: { low, high, text }, unit };
  }
  m = upper.exec(inner);
  if (m) {
    const high = parseNumber(m[1]!, style);
    const unit = unitOf(m[2]);
    if (high === null || unit === undefined) return null;
    return { range: { low: null, high, text }, unit };
  }
  m = lower.exec(inner) ?? plusForm.exec(inner);
  if (m) {
    const low = parseNumber(m[1]!, style);
    const unit = unitOf(m[2]);
    if (low === null || unit === undefined) return null;
    return { range: { low, high: null, text }, unit };
  }
  const qualitative = parseQualitative(inner);
  if (qualitative) return { range: { low: null, high: null, text: qualitative }, unit: null };
  return null;
}

/** Whether the text is a two-sided range ("a-b"), which is never a result. */
export function isBetweenRange(text: string): boolean {
  const m = between.exec(text.trim().replace(/^[([](.*)[)\]]$/, '$1').trim());
  return !!m && (m[3] === undefined || normaliseUnit(m[3]) !== null);
}
