/** Autocomplete over every name, brand and synonym (GET /api/knowledge/search). */
import { compactName, normalizeName } from './normalize';
import { nameEntries, type NameVia } from './name-index';
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
 * Names that start with the query come first (generic names before brands before synonyms),
 * then names with a word that starts with it, then names that contain it. One hit per substance.
 */
export function searchSubstances(query: string, options: { kind?: SubstanceKind; limit?: number } = {}): SearchHit[] {
  const q = normalizeName(query);
  const limit = options.limit ?? defaultSearchLimit;
  if (!q || limit <= 0) return [];
  const qc = compactName(q);
  const buckets: SearchHit[][] = [[], [], []];
  const seen = new Set<string>();
  for (const e of nameEntries) {
    if (options.kind && e.substance.kind !== options.kind) continue;
    let rank: number;
    if (e.key.startsWith(q) || e.compact.startsWith(qc)) rank = 0;
    else if (e.key.includes(` ${q}`)) rank = 1;
    else if (qc.length >= 3 && e.compact.includes(qc)) rank = 2;
    else continue;
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
