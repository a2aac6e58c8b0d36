/**
 * Name resolution (issue: case, punctuation, brand names, synonyms, typo tolerance). An input
 * is resolved only on an exact match of a known name, brand or listed misspelling — first as
 * typed, then without a strength or dosage form ('Advil 200 mg tablets'). Anything else comes
 * back unresolved with up to three suggestions: the engine never guesses silently.
 */
import { compactName, editDistance, normalizeName, stripDoseAndForm } from './normalize';
import { nameEntries, nameLookup, type NameEntry, type NameVia } from './name-index';
import type { Substance, SubstanceKind } from './types';

export interface ResolvedItem {
  input: string;
  id: string;
  name: string;
  kind: SubstanceKind;
  /** How the input matched: the generic name, a brand or a synonym / known misspelling. */
  matchedBy: NameVia;
}

export interface UnresolvedItem {
  input: string;
  /** Up to three names that resolve, closest first. */
  suggestions: string[];
}

export type Resolution = { ok: true; item: ResolvedItem; substance: Substance } | { ok: false; item: UnresolvedItem };

export const maxSuggestions = 3;

function lookup(normalized: string): NameEntry | undefined {
  if (!normalized) return undefined;
  return nameLookup.get(normalized) ?? nameLookup.get(compactName(normalized));
}

/** Typo budget by length: short names must match exactly, long ones may be two edits away. */
function typoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** Up to three suggestions: names within the typo budget, then names that start with or contain the input. */
export function suggestNames(normalized: string, limit = maxSuggestions): string[] {
  const compact = compactName(normalized);
  if (compact.length < 2) return [];
  const budget = typoBudget(compact.length);
  const scored: { entry: NameEntry; score: number }[] = [];
  for (const entry of nameEntries) {
    let score: number | null = null;
    if (entry.compact.startsWith(compact)) score = 0.5;
    else if (compact.length >= 4 && entry.compact.includes(compact)) score = 0.8;
    else if (budget > 0) {
      const d = Math.min(editDistance(compact, entry.compact, budget), editDistance(compact, entry.compact.slice(0, compact.length), budget) + 0.5);
      if (d <= budget) score = d;
    }
    if (score !== null) scored.push({ entry, score });
  }
  scored.sort((x, y) => x.score - y.score || x.entry.alias.length - y.entry.alias.length);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { entry } of scored) {
    if (seen.has(entry.substance.id)) continue;
    seen.add(entry.substance.id);
    out.push(entry.via === 'synonym' ? entry.substance.name : entry.alias);
    if (out.length === limit) break;
  }
  return out;
}

export function resolveName(input: string): Resolution {
  const normalized = normalizeName(input);
  const entry = lookup(normalized) ?? lookup(stripDoseAndForm(normalized));
  if (entry) {
    const { substance } = entry;
    return { ok: true, substance, item: { input, id: substance.id, name: substance.name, kind: substance.kind, matchedBy: entry.via } };
  }
  const base = stripDoseAndForm(normalized) || normalized;
  return { ok: false, item: { input, suggestions: suggestNames(base) } };
}
