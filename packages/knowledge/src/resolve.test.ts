import { describe, expect, it } from 'vitest';
import { knownNameOf, resolveKnown, resolveName, suggestNames } from './resolve';
import { nameIndexVersion } from './name-index';

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

describe('look-alike names and ordinary words (never offered as a drug)', () => {
  const suggestions = (input: string) => {
    const r = resolveName(input);
    return r.ok ? [`resolved:${r.item.id}`] : r.item.suggestions;
  };

  it('does not offer a shorter drug name hidden inside a longer word', () => {
    expect(suggestNames('apomorphine')).not.toContain('Morphine');
    expect(suggestNames('xanthohydrocodone')).not.toContain('Hydrocodone');
    expect(id('apomorphine')).toBe('apomorphine');
    expect(id('Apokyn')).toBe('apomorphine');
  });

  it('keeps look-alike drugs apart: a typo gets the close name, not its look-alike', () => {
    expect(suggestions('hydroxyzne')).toEqual(['Hydroxyzine']);
    expect(suggestions('hydralazne')).toEqual(['Hydralazine']);
    expect(suggestions('klonopine')).toEqual(['Klonopin']);
    expect(suggestions('clonopin')).toEqual(['Klonopin']);
    expect(suggestions('clonidne')).toEqual(['Clonidine']);
    expect(suggestions('warfrin')).toEqual(['Warfarin']);
  });

  it('resolves and suggests nothing for ordinary English words', () => {
    for (const word of ['dont', 'tension', 'grounds', 'arm', 'bottle', 'face', 'same', 'coffee grounds', 'my arm']) expect(suggestions(word), word).toEqual([]);
  });

  it('still resolves a name that is also an ordinary word, and compact forms of other names', () => {
    expect(id('tea')).toBe('tea');
    expect(id('sam-e')).toBe('sam-e');
    expect(id('co q10')).toBe('coq10');
  });

  it('does not take a short word as the start of a long name', () => {
    expect(suggestNames('arm')).toEqual([]);
    expect(suggestNames('lip')).toEqual([]);
    expect(suggestNames('metfor')).toContain('Metformin');
  });
});

describe('kept resolutions (resolveKnown, knownNameOf)', () => {
  it('round-trips what resolveName gave without looking the name up again', () => {
    const r = resolveName('Advil');
    expect(resolveKnown('Advil', knownNameOf(r))).toEqual(r);
    const miss = resolveName('metforminn');
    expect(resolveKnown('metforminn', knownNameOf(miss))).toEqual(miss);
  });

  it('trusts the kept id over the name, and an id the knowledge base lacks is unresolved', () => {
    expect(resolveKnown('my pill', { substanceId: 'warfarin' })).toMatchObject({ ok: true, item: { input: 'my pill', id: 'warfarin', name: 'Warfarin', kind: 'drug', matchedBy: 'name' } });
    expect(resolveKnown('warfarin', { substanceId: 'no-such-id', suggestions: ['Warfarin'] })).toEqual({ ok: false, item: { input: 'warfarin', suggestions: ['Warfarin'] } });
  });

  it('nameIndexVersion is stable for the loaded knowledge base', () => {
    expect(nameIndexVersion()).toMatch(/^\d+-[0-9a-f]+$/);
    expect(nameIndexVersion()).toBe(nameIndexVersion());
  });

  it('answers a name asked again the same way, with its own objects', () => {
    const first = resolveName('Advil 200 mg tablets');
    const again = resolveName('Advil 200 mg tablets');
    expect(again).toEqual(first);
    expect(again.item).not.toBe(first.item);
    const unknown = resolveName('hydroxyzne');
    if (unknown.ok) throw new Error('hydroxyzne should not resolve');
    unknown.item.suggestions.push('changed by a caller');
    expect(resolveName('hydroxyzne')).toEqual({ ok: false, item: { input: 'hydroxyzne', suggestions: suggestNames('hydroxyzne') } });
  });
});
