import { describe, expect, it } from 'vitest';
import { resolveName, suggestNames } from './resolve';

const id = (input: string) => {
  const r = resolveName(input);
  return r.ok ? r.item.id : null;
};

describe('resolveName', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(id('WARFARIN')).toBe('warfarin');
    expect(id('  warfarin ')).toBe('warfarin');
    expect(id("st john's wort")).toBe('st-johns-wort');
    expect(id('St. Johns-Wort')).toBe('st-johns-wort');
  });

  it('knows brand names and says so', () => {
    const r = resolveName('Advil');
    expect(r.ok && r.item).toMatchObject({ input: 'Advil', id: 'ibuprofen', name: 'Ibuprofen', kind: 'drug', matchedBy: 'brand' });
    expect(id('Coumadin')).toBe('warfarin');
    expect(id('Tylenol')).toBe('acetaminophen');
  });

  it('knows synonyms and listed misspellings', () => {
    expect(id('paracetamol')).toBe('acetaminophen');
    expect(id('fish oils')).toBe('fish-oil');
  });

  it('reads past strengths and dosage forms', () => {
    expect(id('ibuprofen 200 mg tablets')).toBe('ibuprofen');
    expect(id('Lipitor 20mg')).toBe('atorvastatin');
  });

  it('never guesses a typo: it returns up to three suggestions instead', () => {
    const r = resolveName('warfrin');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.item.suggestions).toContain('Warfarin');
      expect(r.item.suggestions.length).toBeLessThanOrEqual(3);
    }
    const r2 = resolveName('ibuprofin');
    expect(r2.ok ? r2.item.id : !r2.ok && r2.item.suggestions).toEqual(r2.ok ? 'ibuprofen' : expect.arrayContaining(['Ibuprofen']));
  });

  it('returns nothing to suggest for gibberish, and never throws on odd input', () => {
    const r = resolveName('qqqzzzxx');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.item.suggestions).toEqual([]);
    for (const odd of ['', '   ', '!!!', '💊', 'a'.repeat(500)]) expect(() => resolveName(odd)).not.toThrow();
  });

  it('suggests names by prefix too', () => {
    expect(suggestNames('metfor')).toContain('Metformin');
  });
});
