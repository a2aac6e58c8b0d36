import { describe, expect, it } from 'vitest';
import { compactName, editDistance, normalizeName, stripDoseAndForm } from './normalize';

describe('normalizeName', () => {
  it('lowercases and drops punctuation, accents and trademark signs', () => {
    expect(normalizeName("St. John’s Wort®")).toBe('st johns wort');
    expect(normalizeName('  Co-Q10 ')).toBe('co q10');
    expect(normalizeName('Crème brûlée')).toBe('creme brulee');
  });
  it('compacts away spaces', () => expect(compactName('co q10')).toBe('coq10'));
});

describe('stripDoseAndForm', () => {
  it('removes strengths and dosage forms', () => {
    expect(stripDoseAndForm(normalizeName('Ibuprofen 200 mg tablets'))).toBe('ibuprofen');
    expect(stripDoseAndForm(normalizeName('Metoprolol succinate ER 50mg'))).toBe('metoprolol succinate');
    expect(stripDoseAndForm(normalizeName('Vitamin D3 1000 IU softgels'))).toBe('vitamin d3');
  });
});

describe('editDistance', () => {
  it('counts edits and adjacent swaps', () => {
    expect(editDistance('warfarin', 'warfarin', 2)).toBe(0);
    expect(editDistance('warfrin', 'warfarin', 2)).toBe(1);
    expect(editDistance('ibuprofne', 'ibuprofen', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
