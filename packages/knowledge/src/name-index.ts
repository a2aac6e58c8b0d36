/**
 * Every name a substance goes by (generic name, id, brands, synonyms), normalised, with what
 * kind of name it is. Shared by name resolution and autocomplete.
 */
import { compactName, normalizeName } from './normalize';
import { substances } from './knowledge-base';
import type { Substance } from './types';

export type NameVia = 'name' | 'brand' | 'synonym';

export interface NameEntry {
  substance: Substance;
  /** The name as written in the data ('Coumadin'). */
  alias: string;
  /** normalizeName(alias) */
  key: string;
  compact: string;
  via: NameVia;
}

const viaRank: Record<NameVia, number> = { name: 0, brand: 1, synonym: 2 };

function entriesOf(s: Substance): NameEntry[] {
  const raw: [string, NameVia][] = [
    [s.name, 'name'],
    [s.id.replace(/-/g, ' '), 'name'],
    ...(s.brands ?? []).map((b): [string, NameVia] => [b, 'brand']),
    ...(s.synonyms ?? []).map((b): [string, NameVia] => [b, 'synonym']),
  ];
  return raw
    .map(([alias, via]) => {
      const key = normalizeName(alias);
      return { substance: s, alias, key, compact: compactName(key), via };
    })
    .filter((e) => e.key.length > 0);
}

/** All name entries, names first, then brands, then synonyms. */
export const nameEntries: readonly NameEntry[] = substances
  .flatMap(entriesOf)
  .sort((x, y) => viaRank[x.via] - viaRank[y.via]);

/** Exact lookup by normalised or compact key; the first (highest-ranked) entry wins a clash. */
export const nameLookup: ReadonlyMap<string, NameEntry> = (() => {
  const map = new Map<string, NameEntry>();
  for (const e of nameEntries) {
    if (!map.has(e.key)) map.set(e.key, e);
  }
  for (const e of nameEntries) {
    if (!map.has(e.compact)) map.set(e.compact, e);
  }
  return map;
})();

/** Names that point at two different substances (reported by the data integrity test). */
export function ambiguousNames(): string[] {
  const seen = new Map<string, string>();
  const clashes = new Set<string>();
  for (const e of nameEntries) {
    const other = seen.get(e.key);
    if (other && other !== e.substance.id) clashes.add(`${e.key}: ${other} / ${e.substance.id}`);
    else seen.set(e.key, e.substance.id);
  }
  return [...clashes];
}

let version: string | undefined;

/**
 * A fingerprint of every name and the substance (id, name, kind) it leads to. A resolution kept
 * with a saved entry (the medicine cabinet) is trusted while this is unchanged; a knowledge-base
 * update that adds, renames or removes a name changes it, and the saved name is resolved again.
 */
export function nameIndexVersion(): string {
  if (version !== undefined) return version;
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const e of nameEntries) {
    const line = `${e.key}\u0000${e.via}\u0000${e.substance.id}\u0000${e.substance.name}\u0000${e.substance.kind}\n`;
    for (let i = 0; i < line.length; i++) hash = Math.imul(hash ^ line.charCodeAt(i), 0x01000193);
  }
  version = `${nameEntries.length}-${(hash >>> 0).toString(16)}`;
  return version;
}
