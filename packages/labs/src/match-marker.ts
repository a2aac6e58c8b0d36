/**
 * Printed test name → marker. Names are normalised (case, accents, punctuation, spacing) and
 * looked up among the catalogue's synonyms; failing that, qualifiers are dropped ("serum",
 * "(calc)"), spaces ignored ("Cholesterol,Total"), and finally an OCR-aware fuzzy match is tried
 * ("Hemoglobln", "Creatinlne"), each step with lower confidence. When a name fits several
 * markers (Neutrophils as a count or a %, Glucose in blood or urine) the unit and report kind decide.
 */
import type { LabKind } from '@thrivewell/core/contracts/biomarkers-contract';
import { markerByLoinc, markers, type Marker } from './markers';
import { unitFitsMarker } from './units';

export interface MarkerMatch {
  marker: Marker;
  /** 1 exact synonym; lower for loosened or fuzzy matches. */
  confidence: number;
  how: 'exact' | 'loosened' | 'compact' | 'prefix' | 'fuzzy' | 'loinc';
}

export function normaliseName(name: string): string {
  return name
    .replace(/ß/g, 'ss').replace(/γ/g, 'gamma ')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%#+/ ]/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

const qualifiers = /\b(serum|plasma|blood|whole blood|s|p|b|calc|calculated|level|levels|test|quant|quantitative|total|random|bld|ser|plas)\b/g;
const loosen = (n: string): string => n.replace(/\([^)]*\)/g, ' ').replace(qualifiers, ' ').replace(/\s+/g, ' ').trim();
const compact = (n: string): string => n.replace(/[\s/]/g, '');
/** Words in alphabetical order, run together: "A1c Hemoglobin" and "Hemoglobin A1c" alike. */
const sortedCompact = (n: string): string => n.split(/[\s/]+/).sort().join('');

const exact = new Map<string, Marker[]>();
const loose = new Map<string, Marker[]>();
const compacts = new Map<string, Marker[]>();
const sorted = new Map<string, Marker[]>();
function add(map: Map<string, Marker[]>, key: string, m: Marker): void {
  if (!key) return;
  const list = map.get(key) ?? [];
  if (!list.includes(m)) list.push(m);
  map.set(key, list);
}
for (const m of markers) {
  for (const s of [m.name, ...m.synonyms]) {
    const n = normaliseName(s);
    add(exact, n, m);
    add(loose, loosen(n), m);
    add(compacts, compact(n), m);
    add(sorted, sortedCompact(n), m);
  }
}
const fuzzyKeys: [string, Map<string, Marker[]>][] = [
  ...[...compacts.keys()].filter((k) => k.length >= 4).map((k): [string, Map<string, Marker[]>] => [k, compacts]),
  ...[...sorted.keys()].filter((k) => k.length >= 4 && !compacts.has(k)).map((k): [string, Map<string, Marker[]>] => [k, sorted]),
];

const confusable = new Set(['l|i', 'i|l', 'l|1', '1|l', 'i|1', '1|i', 'o|0', '0|o', 'c|e', 'e|c', 'n|h', 'h|n', 'u|v', 'v|u', 't|f', 'f|t', 's|5', '5|s', 'b|6', 'g|9', 'a|o', 'o|a']);

/** Edit distance where OCR's usual confusions (l/i/1, o/0, c/e) cost less than other substitutions. */
export function ocrDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      const ca = a[i - 1]!;
      const cb = b[j - 1]!;
      const sub = ca === cb ? 0 : confusable.has(`${ca}|${cb}`) ? 0.4 : 1;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + sub);
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** Pick among markers sharing a name: the one whose kind, unit and kind of result (a word or a number) fit. */
function choose(list: Marker[], kind: LabKind | null, unit: string | null, qualitative: boolean | null): Marker {
  let best = list[0]!;
  let bestScore = -Infinity;
  for (const m of list) {
    let score = 0;
    if (kind && m.kind === kind) score += 2;
    if (unit) score += unitFitsMarker(unit, m) ? 3 : -3;
    if (qualitative !== null && !m.descriptive) score += qualitative === !!m.normalText ? 1 : 0;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

export interface MatchHints {
  kind?: LabKind | null;
  unit?: string | null;
  /** The result is a word ("Negative", "1+") rather than a number: prefers markers read that way. */
  qualitative?: boolean | null;
}

export function matchMarker(printed: string, hints: MatchHints = {}): MarkerMatch | null {
  const kind = hints.kind ?? null;
  const unit = hints.unit ?? null;
  const n = normaliseName(printed);
  if (!n || !/[a-z]/.test(n)) return null;
  const pick = (list: Marker[] | undefined, confidence: number, how: MarkerMatch['how']): MarkerMatch | null =>
    list?.length ? { marker: choose(list, kind, unit, hints.qualitative ?? null), confidence, how } : null;
  const c = compact(n);
  const found =
    pick(exact.get(n), 1, 'exact') ??
    pick(loose.get(loosen(n)), 0.97, 'loosened') ??
    pick(compacts.get(c), 0.93, 'compact') ??
    pick(compacts.get(compact(loosen(n))), 0.9, 'compact') ??
    pick(sorted.get(sortedCompact(n)), 0.9, 'compact');
  if (found) return found;
  if (c.length < 4) return null;

  const sc = sortedCompact(n);
  let best: { key: string; map: Map<string, Marker[]>; sim: number } | null = null;
  for (const [key, map] of fuzzyKeys) {
    const probe = map === sorted ? sc : c;
    if (Math.abs(key.length - probe.length) > Math.max(2, key.length * 0.3)) continue;
    const sim = 1 - ocrDistance(probe, key) / Math.max(probe.length, key.length);
    if (!best || sim > best.sim) best = { key, map, sim };
  }
  if (best && best.sim >= 0.8) return pick(best.map.get(best.key), Number((0.6 + 1.75 * (best.sim - 0.8)).toFixed(3)), 'fuzzy');

  // A known name followed by a short tail the lab added ("TSH3rd gen", "Glucose-F").
  let prefix: string | null = null;
  for (const key of compacts.keys()) {
    if (key.length >= 3 && c.startsWith(key) && c.length - key.length <= 9 && (!prefix || key.length > prefix.length)) prefix = key;
  }
  return prefix ? pick(compacts.get(prefix), 0.75, 'prefix') : null;
}

/** A marker by LOINC code or by name (a confident match only), else null. */
export function findMarker(nameOrLoinc: string, hints: MatchHints = {}): Marker | null {
  if (/^\d{1,7}-\d$/.test(nameOrLoinc.trim())) return markerByLoinc(nameOrLoinc);
  const m = matchMarker(nameOrLoinc, hints);
  return m && m.confidence >= 0.7 ? m.marker : null;
}
