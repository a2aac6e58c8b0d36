import { describe, expect, it } from 'vitest';
import { dipstickPads, dipstickRows, interpretDipstick, padIds, readingOrder } from './dipstick';
import { guideFor } from './marker-guides';

describe('dipstick pads', () => {
  it('has the ten pads with the Multistix 10 SG read times', () => {
    const times = Object.fromEntries(dipstickPads.map((p) => [p.id, p.readSeconds]));
    expect(times).toEqual({ glucose: 30, bilirubin: 30, ketones: 40, 'specific-gravity': 45, blood: 60, ph: 60, protein: 60, urobilinogen: 60, nitrite: 60, leukocytes: 120 });
    expect(dipstickPads.map((p) => p.id).sort()).toEqual([...padIds].sort());
  });

  it('reads pads shortest time first, leukocytes last', () => {
    const seconds = readingOrder.map((p) => p.readSeconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(readingOrder.at(-1)?.id).toBe('leukocytes');
    expect(readingOrder[0]?.id).toBe('glucose');
  });

  it('gives every block a text label, a hex swatch and a unique value, and every pad a guide', () => {
    for (const pad of dipstickPads) {
      expect(guideFor(pad.loinc)?.panel, pad.id).toBe('urine');
      const values = pad.blocks.map((b) => b.value);
      expect(new Set(values).size).toBe(values.length);
      for (const b of pad.blocks) {
        expect(b.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(b.label.trim()).not.toBe('');
      }
    }
    expect(dipstickPads.find((p) => p.id === 'protein')?.blocks.map((b) => b.value)).toEqual(['negative', 'trace', '30', '100', '300', '2000']);
  });
});

describe('dipstick rows', () => {
  it('saves numbers as values and the rest as text, with LOINC and unit', () => {
    const rows = dipstickRows({ protein: '30', nitrite: 'positive', ph: '6.5', 'specific-gravity': '1.020', glucose: '2000' });
    expect(rows).toEqual([
      { name: 'Urine glucose (strip)', loinc: '5792-7', value: null, text: '≥2000', unit: 'mg/dL' },
      { name: 'Urine specific gravity (strip)', loinc: '5811-5', value: 1.02, text: null, unit: null },
      { name: 'Urine ph (strip)', loinc: '5803-2', value: 6.5, text: null, unit: '[pH]' },
      { name: 'Urine protein (strip)', loinc: '5804-0', value: 30, text: null, unit: 'mg/dL' },
      { name: 'Urine nitrite (strip)', loinc: '5802-4', value: null, text: 'Positive', unit: null },
    ]);
  });

  it('skips pads not read and values that are not on the chart', () => {
    expect(dipstickRows({ protein: '45' })).toEqual([]);
  });
});

describe('interpretDipstick', () => {
  const ids = (r: ReturnType<typeof interpretDipstick>) => r.advice.map((a) => a.id);

  it('nitrite and leukocytes together → possible urinary infection, see a clinician', () => {
    const r = interpretDipstick({ nitrite: 'positive', leukocytes: 'moderate' });
    expect(r.advice[0]).toMatchObject({ id: 'uti', urgency: 'prompt', title: 'Possible urinary tract infection' });
    expect(r.advice[0]?.sources.length).toBeGreaterThan(0);
  });

  it('leukocytes alone is routine, nitrite alone is prompt', () => {
    expect(interpretDipstick({ leukocytes: 'small', nitrite: 'negative' }).advice[0]).toMatchObject({ id: 'leukocytes', urgency: 'routine' });
    expect(interpretDipstick({ nitrite: 'positive', leukocytes: 'negative' }).advice[0]).toMatchObject({ id: 'nitrite', urgency: 'prompt' });
  });

  it('glucose with ketones is urgent and comes first', () => {
    const r = interpretDipstick({ glucose: '500', ketones: '40', blood: 'small' });
    expect(r.advice[0]).toMatchObject({ id: 'glucose-ketones', urgency: 'urgent' });
    expect(ids(r)).not.toContain('glucose');
    expect(ids(r)).toContain('blood');
  });

  it('glucose alone, protein, blood and bilirubin each give their advice', () => {
    expect(ids(interpretDipstick({ glucose: '250' }))).toEqual(['glucose']);
    expect(interpretDipstick({ protein: '300' }).advice[0]).toMatchObject({ id: 'protein', urgency: 'prompt' });
    expect(interpretDipstick({ protein: '30' }).advice[0]).toMatchObject({ id: 'protein', urgency: 'routine' });
    expect(ids(interpretDipstick({ protein: 'trace' }))).toEqual(['protein-trace']);
    expect(interpretDipstick({ blood: 'large' }).advice[0]).toMatchObject({ id: 'blood', urgency: 'prompt' });
    expect(interpretDipstick({ blood: 'trace' }).advice[0]).toMatchObject({ id: 'blood', urgency: 'routine' });
    expect(ids(interpretDipstick({ bilirubin: 'small' }))).toEqual(['liver']);
  });

  it('a clear strip says nothing stands out, and lists the pads not read', () => {
    const all = { glucose: 'negative', bilirubin: 'negative', ketones: 'negative', 'specific-gravity': '1.015', blood: 'negative', ph: '6.0', protein: 'negative', urobilinogen: '0.2', nitrite: 'negative', leukocytes: 'negative' };
    const r = interpretDipstick(all);
    expect(ids(r)).toEqual(['clear']);
    expect(r.missing).toEqual([]);
    expect(r.pads).toHaveLength(10);
    expect(r.pads.every((p) => p.grade === 0)).toBe(true);
    expect(interpretDipstick({ nitrite: 'negative' }).missing).toHaveLength(9);
    expect(interpretDipstick({}).advice).toEqual([]);
  });

  it('explains each pad in words: concentrated urine, a found pad', () => {
    const r = interpretDipstick({ 'specific-gravity': '1.030', blood: 'small' });
    expect(r.pads.find((p) => p.pad === 'specific-gravity')?.meaning).toMatch(/Concentrated/);
    expect(r.pads.find((p) => p.pad === 'blood')?.meaning).toMatch(/^Found\. Common reasons: /);
    expect(ids(r)).toContain('concentrated');
  });
});
