/**
 * Reading one printed token as a number, a flag or a qualitative result. Decimal commas ("5,4")
 * are read as decimals; "1,234" is a thousands separator when the page writes decimals with points
 * or the unit is a count, and a decimal comma when the page writes decimals with commas.
 */
import type { LabFlag } from '@thrivewell/core/contracts/biomarkers-contract';

export interface NumberStyle {
  /** true: the page writes decimals with commas; false: with points; null: not known. */
  decimalComma: boolean | null;
  /** The value's unit is a count ("/uL", "cells/mm3"), where "7,500" means 7500. */
  countUnit?: boolean;
}

const numberShape = /^[+-]?(?:\d+(?:[.,]\d+)*|[.,]\d+)$/;

/** A printed number → value, or null. "5,4" → 5.4; "1,234" → 1234 or 1.234 by style; "1.234,5" → 1234.5. */
export function parseNumber(raw: string, style: NumberStyle = { decimalComma: null }): number | null {
  let t = raw.trim().replace(/\s/g, '');
  // OCR reads a zero as the letter O ("1O.5") and a one as l, I or | ("1.0l5"): only between digits.
  if (/^[+-]?\d[\dOoIl|.,]*\d$/.test(t)) t = t.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  if (!numberShape.test(t)) return null;
  const commas = (t.match(/,/g) ?? []).length;
  const points = (t.match(/\./g) ?? []).length;
  if (commas && points) {
    // The last separator is the decimal one: "1,234.5" or "1.234,5".
    t = t.lastIndexOf(',') > t.lastIndexOf('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  } else if (commas > 1) {
    t = t.replace(/,/g, '');
  } else if (points > 1) {
    t = t.replace(/\./g, '');
  } else if (commas === 1) {
    const thousands = /^[+-]?\d{1,3},\d{3}$/.test(t) && (style.countUnit === true || style.decimalComma !== true);
    t = thousands ? t.replace(',', '') : t.replace(',', '.');
  }
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A printed flag → its meaning: 'abnormal' when the lab marks it without a direction. */
export type PrintedFlag = LabFlag | 'abnormal' | 'critical-high' | 'critical-low';

const flagWords: Record<string, PrintedFlag> = {
  h: 'high', hi: 'high', high: 'high', '↑': 'high', '^': 'high', '+': 'high', hoch: 'high', haut: 'high', elevado: 'high', alto: 'high', 'h*': 'critical-high',
  l: 'low', lo: 'low', low: 'low', '↓': 'low', niedrig: 'low', bas: 'low', bajo: 'low', 'l*': 'critical-low',
  hh: 'critical-high', 'h!': 'critical-high', '!h': 'critical-high', '↑↑': 'critical-high', ch: 'critical-high', 'high*': 'critical-high',
  ll: 'critical-low', 'l!': 'critical-low', '!l': 'critical-low', '↓↓': 'critical-low', cl: 'critical-low', 'low*': 'critical-low',
  a: 'abnormal', '*': 'abnormal', abn: 'abnormal', abnormal: 'abnormal', '!': 'abnormal', path: 'abnormal', anormal: 'abnormal',
  n: 'normal', normal: 'normal',
};

/** A token that is a lab flag, or null. ("N" and "Normal" only count where a flag column says so.) */
export function parseFlag(raw: string, inFlagColumn = false): PrintedFlag | null {
  const t = raw.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/^\((.*)\)$/, '$1');
  const f = flagWords[t];
  if (!f) return null;
  if (f === 'normal' && !inFlagColumn) return null;
  if (t === '+' && !inFlagColumn) return null;
  return f;
}

/** Collapse a printed flag to the contract's flags ('abnormal' has no direction: the caller decides). */
export function flagDirection(f: PrintedFlag): LabFlag | null {
  if (f === 'critical-high') return 'high';
  if (f === 'critical-low') return 'low';
  if (f === 'abnormal') return null;
  return f;
}

const qualitativeWords = [
  'negative', 'neg', 'positive', 'pos', 'trace', 'not detected', 'detected', 'none seen', 'none', 'nil', 'absent', 'present',
  'normal', 'clear', 'cloudy', 'slightly cloudy', 'turbid', 'hazy', 'yellow', 'pale yellow', 'light yellow', 'dark yellow', 'straw', 'amber',
  'red', 'orange', 'brown', 'small', 'moderate', 'large', 'reactive', 'non-reactive', 'nonreactive', 'negativ', 'positiv',
  'négatif', 'positif', 'negativo', 'positivo', 'klar', 'gelb', 'clair', 'jaune', 'nachweisbar', 'nicht nachweisbar',
];
const gradeShape = /^(?:[1-4]\s?\+|\+{1,4}|trace|tr)$/i;

/** A qualitative result as printed ("Negative", "1+", "Trace", "Not detected", "Yellow"), tidied, or null. */
export function parseQualitative(raw: string): string | null {
  const t = raw.trim().replace(/\s+/g, ' ');
  if (gradeShape.test(t)) return /^tr/i.test(t) ? 'Trace' : t.replace(/\s/g, '');
  if (qualitativeWords.includes(t.toLowerCase())) return t.charAt(0).toUpperCase() + t.slice(1).toLowerCase();
  return null;
}

/** Whether a qualitative result means "absent" (normal for a dipstick pad). */
export function isNegativeText(text: string): boolean {
  return /^(negative|neg|not detected|none|none seen|nil|absent|negativ|négatif|negativo|nicht nachweisbar|non-reactive|nonreactive|normal)$/i.test(text.trim());
}
