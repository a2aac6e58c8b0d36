import { describe, expect, it } from 'vitest';
import { findMarker, matchMarker, normaliseName, ocrDistance } from './match-marker';

const loinc = (name: string, hints = {}) => matchMarker(name, hints)?.marker.loinc ?? null;

describe('matchMarker', () => {
  it.each([
    ['Hgb', '718-7'], ['Hb', '718-7'], ['Haemoglobin', '718-7'], ['Hemoglobin', '718-7'], ['ALT (SGPT)', '1742-6'], ['Alanine aminotransferase', '1742-6'],
    ['Cholesterol, total', '2093-3'], ['25-OH Vitamin D', '62292-8'], ['eGFR non-Afr. American', '48642-3'], ['Urea Nitrogen (BUN)', '3094-0'], ['Urea', '22664-7'], ['Harnstoff', '22664-7'], ['Fasting blood sugar', '2345-7'],
    ['Carbon Dioxide', '2028-9'], ['Hemoglobin A1c', '4548-4'], ['GPT (ALAT)', '1742-6'], ['Gamma-GT', '2324-2'], ['Kreatinin', '2160-0'],
    ['Serum TSH level', '3016-3'], ['hs-CRP', '30522-7'], ['Leukocyte Esterase', '5799-2'], ['Specific Gravity', '5811-5'],
  ])('%s → %s', (name, code) => {
    expect(loinc(name)).toBe(code);
  });

  it('rates exact names 1 and loosened ones lower', () => {
    expect(matchMarker('Hemoglobin')).toMatchObject({ confidence: 1, how: 'exact' });
    expect(matchMarker('Glucose, serum (fasting)')!.confidence).toBeLessThan(1);
  });

  it('matches OCR-garbled names with a lower confidence', () => {
    for (const [name, code] of [['Hemoglobln', '718-7'], ['Creatinlne', '2160-0'], ['TSH3rd gen', '3016-3'], ['Potasslum', '2823-3'], ['Triglycerldes', '2571-8'], ['WhiteCellCount', '6690-2']] as const) {
      const m = matchMarker(name)!;
      expect(m.marker.loinc, name).toBe(code);
      expect(m.confidence, name).toBeLessThan(1);
      expect(m.confidence, name).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('reads punctuation OCR put in a name as a separator', () => {
    expect(matchMarker('Cholesterol. Total')).toMatchObject({ marker: { loinc: '2093-3' }, confidence: 1 });
    expect(loinc('Glucose,Fasting')).toBe('2345-7');
  });

  it('lets the unit and report kind choose between markers sharing a name', () => {
    expect(loinc('Neutrophils', { unit: '%' })).toBe('770-8');
    expect(loinc('Neutrophils', { unit: '10*9/L' })).toBe('751-8');
    expect(loinc('Glucose', { kind: 'urine' })).toBe('5792-7');
    expect(loinc('Glucose', { kind: 'blood', unit: 'mmol/L' })).toBe('2345-7');
    expect(loinc('Protein', { kind: 'urine' })).toBe('5804-0');
    expect(loinc('Protein', { unit: 'g/dL' })).toBe('2885-2');
    expect(loinc('Protein', { qualitative: true })).toBe('5804-0');
  });

  it('does not match unrelated words', () => {
    for (const name of ['Patient', 'Page 1 of 2', 'Fasting', 'Specimen', 'Street', 'Comment']) expect(loinc(name), name).toBeNull();
  });

  it('normalises names and weighs OCR confusions lightly', () => {
    expect(normaliseName('  Hämoglobin  (HB) ')).toBe('hamoglobin hb');
    expect(ocrDistance('creatinlne', 'creatinine')).toBeLessThan(1);
    expect(ocrDistance('creatinxne', 'creatinine')).toBe(1);
  });
});

describe('findMarker', () => {
  it('finds by LOINC code or confident name', () => {
    expect(findMarker('2345-7')?.name).toBe('Glucose');
    expect(findMarker('9999-9')).toBeNull();
    expect(findMarker('Ferritin')?.loinc).toBe('2276-4');
    expect(findMarker('Zebra count')).toBeNull();
  });
});
