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

describe('searchSubstances with ordinary words', () => {
  const names = (q: string) => searchSubstances(q, { limit: 20 }).map((h) => h.matched ?? h.name);
  it('never finds a name that only hides the word inside another word or a listed synonym', () => {
    expect(names('bottle')).toEqual([]);
    expect(names('face')).toEqual([]);
    expect(names('arm')).not.toContain('Yeast extract spreads');
    expect(names('grounds')).toEqual([]);
  });
  it('finds names that have the word as a whole word first', () => {
    expect(searchSubstances('tea')[0]).toMatchObject({ id: 'tea' });
    expect(names('tea')).toContain('Green tea');
  });
  it('does not match the middle of a name on three letters', () => {
    expect(names('arm').filter((n) => !n.toLowerCase().startsWith('arm'))).toEqual([]);
  });
});
