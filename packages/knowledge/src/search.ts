/** Autocomplete over every name, brand and synonym (GET /api/knowledge/search). */
import { compactName, normalizeName } from './normalize';
import { nameEntries, type NameEntry, type NameVia } from './name-index';
import { isEverydayText } from './resolve';
import type { SubstanceKind } from './types';

export interface SearchHit {
  id: string;
  name: string;
  kind: SubstanceKind;
  /** The name that matched when it is not the generic name ('Advil'). */
  matched?: string;
  via: NameVia;
}

export const defaultSearchLimit = 10;

/**
 * 0: the name starts with the query, 1: one of its words does, 2: it contains it; null: no hit.
 * An ordinary English word first finds names that have it as a whole word, then completes only
 * into generic and brand names, never into listed synonyms or the middle of a word.
 */
function rankOf(e: NameEntry, q: string, qc: string, everyday: boolean): number | null {
  if (everyday) {
    if (` ${e.key} `.includes(` ${q} `)) return 0;
    return e.via !== 'synonym' && e.key.startsWith(q) ? 1 : null;
  }
  if (e.key.startsWith(q) || e.compact.startsWith(qc)) return 0;
  if (e.key.includes(` ${q}`)) return 1;
  if (qc.length >= 4 && e.compact.includes(qc)) return 2;
  return null;
}

/**
 * Names that start with the query come first (generic names before brands before synonyms),
 * then names with a word that starts with it, then names that contain it. One hit per substance.
 * An ordinary English word finds names with it as a whole word ('tea' finds green tea) before
 * completions ('car' → Carvedilol), and never names that only hide it ('bottle' → bottled beer,
 * 'face' → guanfacine).
 */
export function searchSubstances(query: string, options: { kind?: SubstanceKind; limit?: number } = {}): SearchHit[] {
  const q = normalizeName(query);
  const limit = options.limit ?? defaultSearchLimit;
  if (!q || limit <= 0) return [];
  const qc = compactName(q);
  const everyday = isEverydayText(q);
  const buckets: SearchHit[][] = [[], [], []];
  const seen = new Set<string>();
  for (const e of nameEntries) {
    if (options.kind && e.substance.kind !== options.kind) continue;
    const rank = rankOf(e, q, qc, everyday);
    if (rank === null) continue;
    const key = `${rank}:${e.substance.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const s = e.substance;
    buckets[rank]!.push({ id: s.id, name: s.name, kind: s.kind, via: e.via, ...(e.via === 'name' ? {} : { matched: e.alias }) });
  }
  const out: SearchHit[] = [];
  const taken = new Set<string>();
  for (const bucket of buckets) {
    bucket.sort((x, y) => (x.matched ?? x.name).length - (y.matched ?? y.name).length);
    for (const hit of bucket) {
      if (taken.has(hit.id)) continue;
      taken.add(hit.id);
      out.push(hit);
      if (out.length === limit) return out;
    }
  }
  return out;
}
