import { describe, expect, it } from 'vitest';
import { refExists } from '@thrivewell/knowledge/knowledge-base';
import { explainMarker, medicineEffectRules, medicineEffectsFor } from './medicine-effects';
import { guideFor } from './marker-guides';

const L = { b12: '2132-9', alt: '1742-6', ast: '1920-8', ck: '2157-6', k: '2823-3', na: '2951-2', creat: '2160-0', tsh: '3016-3', ft4: '3024-7', ft3: '3051-0', inr: '6301-6', trop: '89579-7', mg: '19123-9', glucose: '2345-7', hct: '4544-3', urate: '3084-1' };

const fires = (loinc: string, medicine: string) => medicineEffectsFor(loinc, [medicine]).length > 0;

describe('medicine effects', () => {
  it.each([
    ['metformin', L.b12],
    ['atorvastatin', L.alt],
    ['simvastatin', L.ast],
    ['rosuvastatin', L.ck],
    ['hydrochlorothiazide', L.k],
    ['chlorthalidone', L.na],
    ['furosemide', L.k],
    ['lisinopril', L.k],
    ['ramipril', L.creat],
    ['losartan', L.k],
    ['valsartan', L.creat],
    ['spironolactone', L.k],
    ['levothyroxine', L.tsh],
    ['levothyroxine', L.ft4],
    ['warfarin', L.inr],
    ['biotin', L.tsh],
    ['biotin', L.ft4],
    ['biotin', L.ft3],
    ['biotin', L.trop],
    ['lithium', L.tsh],
    ['lithium', L.creat],
    ['omeprazole', L.mg],
    ['pantoprazole', L.b12],
    ['prednisone', L.glucose],
    ['testosterone', L.hct],
    ['allopurinol', L.urate],
    ['amiodarone', L.tsh],
  ])('%s → marker %s fires', (medicine, loinc) => {
    expect(fires(loinc, medicine)).toBe(true);
  });

  it('does not fire for an unrelated medicine or an unknown name', () => {
    expect(medicineEffectsFor(L.b12, ['amlodipine', 'ibuprofen'])).toEqual([]);
    expect(medicineEffectsFor(L.inr, ['atorvastatin'])).toEqual([]);
    expect(medicineEffectsFor(L.tsh, ['not a real medicine xyz'])).toEqual([]);
    expect(medicineEffectsFor('99999-9', ['metformin'])).toEqual([]);
  });

  it('resolves brand names and combination products through the knowledge base', () => {
    expect(medicineEffectsFor(L.alt, ['Lipitor'])[0]?.medicine).toBe('Lipitor (Atorvastatin)');
    expect(fires(L.inr, 'Coumadin')).toBe(true);
    expect(fires(L.tsh, 'Synthroid')).toBe(true);
    expect(fires(L.mg, 'Nexium')).toBe(true);
    expect(fires(L.b12, 'Janumet')).toBe(true);
    expect(fires(L.k, 'Lasix 40 mg tablets')).toBe(true);
  });

  it('accepts another LOINC code of the same marker (troponin T, vitamin D3)', () => {
    expect(fires('6598-7', 'biotin')).toBe(true);
  });

  it('lists each medicine once per rule, in cabinet order, with sources', () => {
    const effects = medicineEffectsFor(L.k, ['lisinopril', 'Lisinopril', 'furosemide', 'spironolactone']);
    expect(effects.map((e) => e.medicine)).toEqual(['Lisinopril', 'Furosemide', 'Spironolactone']);
    for (const e of effects) expect(e.sources.length).toBeGreaterThan(0);
  });

  it('uses the FDA wording on biotin: no safe stopping time is known', () => {
    const [effect] = medicineEffectsFor(L.trop, ['biotin']);
    expect(effect?.effect).toMatch(/not enough information/);
    expect(effect?.sources.map((s) => s.url).join(' ')).toContain('fda.gov');
  });

  it('names only subjects and markers that exist', () => {
    for (const rule of medicineEffectRules) {
      expect(refExists(rule.subject), rule.id).toBe(true);
      for (const m of rule.markers) expect(guideFor(m)?.loinc, `${rule.id} ${m}`).toBe(m);
    }
  });

  it('explains a marker with its guide and the cabinet effects', () => {
    const x = explainMarker('2132-9', ['Glucophage', 'vitamin d']);
    expect(x.guide?.name).toBe('Vitamin B12');
    expect(x.effects.map((e) => e.medicine)).toEqual(['Glucophage (Metformin)']);
    expect(explainMarker('12345-6', []).guide).toBeNull();
  });
});

describe('effect rules by marker (no knowledge base)', () => {
  it('lists the rules about a marker with a label, by any of its codes', async () => {
    const { effectRulesFor } = await import('./medicine-effect-rules');
    expect(effectRulesFor('3016-3').map((r) => r.label)).toEqual(expect.arrayContaining(['Biotin supplements (also in hair, skin and nail products)', 'Lithium', 'Amiodarone']));
    expect(effectRulesFor('6598-7').map((r) => r.id)).toEqual(['biotin-immunoassays']);
    expect(effectRulesFor('2093-3')).toEqual([]);
  });
});
