/**
 * Name resolution (issue: case, punctuation, brand names, synonyms, typo tolerance). An input
 * is resolved only on an exact match of a known name, brand or listed misspelling — first as
 * typed, then without a strength or dosage form ('Advil 200 mg tablets'). Anything else comes
 * back unresolved with up to three suggestions: the engine never guesses silently.
 */
import { compactName, editDistance, normalizeName, stripDoseAndForm } from './normalize';
import { nameEntries, nameLookup, type NameEntry, type NameVia } from './name-index';
import type { Substance, SubstanceKind } from './types';
import { everydayWords } from './data/everyday-words';
import { substanceById } from './knowledge-base';

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

/**
 * Exact lookup by the normalised key, then by its compact form ('co q10' → 'coq10'). An everyday
 * word is only taken when it is itself a name ('tea'), never through the compact form ('same' is
 * not SAM-e).
 */
function lookup(normalized: string): NameEntry | undefined {
  if (!normalized) return undefined;
  const exact = nameLookup.get(normalized);
  if (isEverydayText(normalized)) return exact?.key === normalized ? exact : undefined;
  if (exact) return exact;
  return nameLookup.get(compactName(normalized));
}

/** Every word of the text is an ordinary English word ('dont', 'arm', 'coffee grounds' is not). */
export function isEverydayText(normalized: string): boolean {
  const words = normalized.split(' ').filter(Boolean);
  return words.length > 0 && words.every((w) => everydayWords.has(w));
}

/** Typo budget by length: short names must match exactly, long ones may be two edits away. */
function typoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/**
 * How close a name entry is to what was typed (lower is closer), or null when it is no candidate.
 * A name the typed word merely contains is a different drug ('apomorphine' is not morphine), a
 * short input is no prefix of a long name ('arm' is not armodafinil), and a name is found inside
 * a longer one only where one of its words starts ('metfor' in 'glyburide metformin', not 'face'
 * in 'guanfacine').
 */
function closeness(normalized: string, compact: string, budget: number, entry: NameEntry): number | null {
  if (compact.length - entry.compact.length >= 2 && compact.includes(entry.compact)) return null;
  if (compact.length >= 4 && entry.compact.startsWith(compact)) return 0.5;
  if (compact.length >= 4 && ` ${entry.key}`.includes(` ${normalized}`)) return 0.8;
  if (budget === 0) return null;
  const whole = editDistance(compact, entry.compact, budget);
  const prefix = compact.length >= 5 && entry.compact.length - compact.length >= 2 ? editDistance(compact, entry.compact.slice(0, compact.length), budget) + 0.5 : budget + 1;
  const d = Math.min(whole, prefix);
  return d <= budget ? d : null;
}

/**
 * Up to three suggestions: names within the typo budget, then names that start with the input;
 * a name much further off than the closest one is left out ('hydroxyzne' suggests hydroxyzine,
 * not hydralazine). Ordinary English words get none ('bottle', 'grounds', 'dont').
 */
export function suggestNames(normalized: string, limit = maxSuggestions): string[] {
  const compact = compactName(normalized);
  if (compact.length < 2 || isEverydayText(normalized)) return [];
  const budget = typoBudget(compact.length);
  const scored: { entry: NameEntry; score: number }[] = [];
  for (const entry of nameEntries) {
    const score = closeness(normalized, compact, budget, entry);
    if (score !== null) scored.push({ entry, score });
  }
  scored.sort((x, y) => x.score - y.score || x.entry.alias.length - y.entry.alias.length);
  const cutoff = (scored[0]?.score ?? 0) + 0.5;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { entry, score } of scored) {
    if (score > cutoff) break;
    if (seen.has(entry.substance.id)) continue;
    seen.add(entry.substance.id);
    out.push(entry.via === 'synonym' ? entry.substance.name : entry.alias);
    if (out.length === limit) break;
  }
  return out;
}

/** What a name came to: the name entry it matched, or the suggestions when it matched none. */
type NameOutcome = NameEntry | readonly string[];

function outcomeOf(input: string): NameOutcome {
  const normalized = normalizeName(input);
  const entry = lookup(normalized) ?? lookup(stripDoseAndForm(normalized));
  if (entry) return entry;
  const base = stripDoseAndForm(normalized) || normalized;
  return suggestNames(base);
}

/**
 * Names resolved before, as typed (the same few hundred names come back all day, and an unknown
 * one costs a fuzzy pass over every name). The knowledge base is fixed for the life of the
 * process, so an outcome stays true (nameIndexVersion() cannot change under it); the oldest are
 * let go past `rememberedNames`, and long inputs are not kept.
 */
const remembered = new Map<string, NameOutcome>();
const rememberedNames = 5000;
const rememberedLength = 200;

export function resolveName(input: string): Resolution {
  let outcome = remembered.get(input);
  if (outcome === undefined) {
    outcome = outcomeOf(input);
    if (input.length <= rememberedLength) {
      if (remembered.size >= rememberedNames) remembered.delete(remembered.keys().next().value!);
      remembered.set(input, outcome);
    }
  }
  if (isSuggestions(outcome)) return { ok: false, item: { input, suggestions: [...outcome] } };
  const { substance } = outcome;
  return { ok: true, substance, item: { input, id: substance.id, name: substance.name, kind: substance.kind, matchedBy: outcome.via } };
}

const isSuggestions = (outcome: NameOutcome): outcome is readonly string[] => Array.isArray(outcome);

/**
 * A resolution made earlier and kept with a saved entry (the medicine cabinet stores it when the
 * entry is saved), so the name need not be looked up again.
 */
export interface KnownName {
  /** The knowledge-base id the name resolved to; null when it was not known. */
  substanceId: string | null;
  matchedBy?: NameVia | null;
  /** The suggestions given when it was not known. */
  suggestions?: readonly string[] | null;
}

/** What resolveName gave, in the shape kept with a saved entry. */
export function knownNameOf(r: Resolution): KnownName {
  return r.ok ? { substanceId: r.item.id, matchedBy: r.item.matchedBy, suggestions: [] } : { substanceId: null, matchedBy: null, suggestions: r.item.suggestions };
}

/**
 * The resolution of a name resolved before, from its kept substance id (or, when it was not
 * known, its kept suggestions): no lookup by name. An id the knowledge base no longer has comes
 * back unresolved; callers that keep resolutions re-resolve when nameIndexVersion() changes.
 */
export function resolveKnown(input: string, known: KnownName): Resolution {
  const substance = known.substanceId ? substanceById.get(known.substanceId) : undefined;
  if (!substance) return { ok: false, item: { input, suggestions: [...(known.suggestions ?? [])] } };
  return { ok: true, substance, item: { input, id: substance.id, name: substance.name, kind: substance.kind, matchedBy: known.matchedBy ?? 'name' } };
}
