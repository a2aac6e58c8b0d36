import { describe, expect, it } from 'vitest';
import { searchSubstances } from './search';

describe('searchSubstances (autocomplete)', () => {
  it('puts names that start with the query first and matches brands', () => {
    expect(searchSubstances('warf')[0]).toMatchObject({ id: 'warfarin', name: 'Warfarin' });
    expect(searchSubstances('Advi')[0]).toMatchObject({ id: 'ibuprofen', matched: 'Advil', via: 'brand' });
  });
  it('filters by kind and limits the number of hits', () => {
    const hits = searchSubstances('vitamin', { kind: 'supplement', limit: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits.every((h) => h.kind === 'supplement')).toBe(true);
  });
  it('returns one hit per substance and nothing for an empty query', () => {
    const ids = searchSubstances('ibu', { limit: 20 }).map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(searchSubstances('   ')).toEqual([]);
  });
});
