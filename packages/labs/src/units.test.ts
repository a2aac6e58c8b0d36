import { describe, expect, it } from 'vitest';
import { markerByLoinc } from './markers';
import { convertRange, convertValue, displayUnit, normaliseUnit, tidy } from './units';

const m = (loinc: string) => markerByLoinc(loinc)!;

describe('normaliseUnit', () => {
  it.each([
    ['mg/dl', 'mg/dL'], ['MG/DL', 'mg/dL'], ['mg / dL', 'mg/dL'], ['mg/dI', 'mg/dL'], ['mmol/1', 'mmol/L'], ['mmol/l', 'mmol/L'],
    ['µmol/L', 'umol/L'], ['μmol/l', 'umol/L'], ['umol/L', 'umol/L'], ['mcg/dL', 'ug/dL'], ['µg/L', 'ug/L'], ['mcmol/L', 'umol/L'],
    ['x10³/µL', '10*3/uL'], ['x10^3/uL', '10*3/uL'], ['x10E3/uL', '10*3/uL'], ['K/uL', '10*3/uL'], ['Tsd/µl', '10*3/uL'],
    ['10*9/L', '10*9/L'], ['x10^9/l', '10*9/L'], ['×10⁹/L', '10*9/L'], ['10^12/L', '10*12/L'], ['x10E6/uL', '10*6/uL'], ['M/uL', '10*6/uL'],
    ['/HPF', '/[HPF]'], ['mEq/L', 'meq/L'], ['IU/L', 'U/L'], ['U/l', 'U/L'], ['mIU/L', 'm[IU]/L'], ['mU/L', 'm[IU]/L'], ['µIU/mL', 'u[IU]/mL'],
    ['µUI/mL', 'u[IU]/mL'], ['mmo1/L', 'mmol/L'], ['umo1/l', 'umol/L'], ['rng/dL', 'mg/dL'], ['pg/rnL', 'pg/mL'], ['u9/L', 'ug/L'], ['mg/d1', 'mg/dL'], ['mL/min/1.73m2', 'mL/min/{1.73_m2}'], ['mL/min/1.73 m²', 'mL/min/{1.73_m2}'], ['sec', 's'], ['L/L', 'L/L'], ['%', '%'],
  ])('%s → %s', (printed, ucum) => {
    expect(normaliseUnit(printed)).toBe(ucum);
  });

  it('returns null for words that are not units', () => {
    expect(normaliseUnit('Negative')).toBeNull();
    expect(normaliseUnit('')).toBeNull();
    expect(normaliseUnit(null)).toBeNull();
  });
});

describe('convertValue', () => {
  it('converts glucose, cholesterol, triglycerides, creatinine, bilirubin, vitamin D, urea and calcium by molar mass', () => {
    expect(convertValue(90.08, 'mg/dL', 'mmol/L', m('2345-7'))).toBeCloseTo(5, 2);
    expect(convertValue(193.35, 'mg/dL', 'mmol/L', m('2093-3'))).toBeCloseTo(5, 2);
    expect(convertValue(1.7, 'mmol/L', 'mg/dL', m('2571-8'))).toBeCloseTo(150.6, 1);
    expect(convertValue(88.4, 'µmol/L', 'mg/dL', m('2160-0'))).toBeCloseTo(1, 2);
    expect(convertValue(17.1, 'umol/L', 'mg/dL', m('1975-2'))).toBeCloseTo(1, 2);
    expect(convertValue(20, 'ng/mL', 'nmol/L', m('62292-8'))).toBeCloseTo(49.92, 1);
    expect(convertValue(5, 'mmol/L', 'mg/dL', m('3094-0'))).toBeCloseTo(14.0, 1);
    expect(convertValue(32, 'mg/dL', 'mmol/L', m('22664-7'))).toBeCloseTo(5.33, 2);
    expect(convertValue(2.5, 'mmol/L', 'mg/dL', m('17861-6'))).toBeCloseTo(10.02, 2);
  });

  it('converts HbA1c between % (NGSP) and mmol/mol (IFCC)', () => {
    expect(convertValue(48, 'mmol/mol', '%', m('4548-4'))).toBeCloseTo(6.54, 2);
    expect(convertValue(6.5, '%', 'mmol/mol', m('4548-4'))).toBeCloseTo(47.5, 1);
    expect(convertValue(6.5, '%', 'mg/dL', m('4548-4'))).toBeNull();
  });

  it('converts by dimension: haemoglobin g/dL ↔ g/L, counts, IU and haematocrit fraction', () => {
    expect(convertValue(13.5, 'g/dL', 'g/L')).toBeCloseTo(135, 6);
    expect(convertValue(7.2, 'x10^9/L', 'K/uL')).toBeCloseTo(7.2, 9);
    expect(convertValue(250000, '/uL', '10*9/L')).toBeCloseTo(250, 6);
    expect(convertValue(2.1, 'uIU/mL', 'mIU/L')).toBeCloseTo(2.1, 9);
    expect(convertValue(0.42, 'L/L', '%')).toBeCloseTo(42, 9);
  });

  it('treats mEq/L as mmol/L for monovalent ions and halves it for calcium and magnesium', () => {
    expect(convertValue(140, 'mEq/L', 'mmol/L', m('2951-2'))).toBe(140);
    expect(convertValue(4, 'mEq/L', 'mmol/L', m('19123-9'))).toBe(2);
  });

  it('refuses conversions it does not know', () => {
    expect(convertValue(5, 'mmol/L', 'mg/dL')).toBeNull();
    expect(convertValue(5, 'U/L', 'mg/dL', m('1742-6'))).toBeNull();
  });

  it('converts ranges, keeping the printed text and open bounds', () => {
    expect(convertRange({ low: 70, high: 99, text: '70-99' }, 'mg/dL', 'mmol/L', m('2345-7'))).toEqual({ low: 3.88544, high: 5.49512, text: '70-99' });
    expect(convertRange({ low: null, high: 200, text: '<200' }, 'mg/dL', 'mmol/L', m('2093-3'))).toMatchObject({ low: null, high: tidy(200 / 38.665) });
    expect(convertRange({ low: 1, high: 2, text: null }, 'U/L', 'mg/dL', m('1742-6'))).toBeNull();
  });
});

describe('displayUnit', () => {
  it('shows UCUM units as people read them, and round-trips through normaliseUnit', () => {
    expect(displayUnit('10*9/L')).toBe('×10⁹/L');
    expect(displayUnit('umol/L')).toBe('µmol/L');
    expect(displayUnit('ug/dL')).toBe('µg/dL');
    expect(displayUnit('/uL')).toBe('/µL');
    expect(displayUnit('u[IU]/mL')).toBe('µIU/mL');
    expect(displayUnit('mg/dL')).toBe('mg/dL');
    expect(displayUnit('{INR}')).toBe('');
    expect(displayUnit(null)).toBe('');
    for (const u of ['10*9/L', '10*3/uL', 'umol/L', 'ug/L', 'u[IU]/mL', 'meq/L', 'mL/min/{1.73_m2}', 'mg/dL', 'U/L']) expect(normaliseUnit(displayUnit(u)), u).toBe(u);
  });
});

describe('units as a real reader hands them over', () => {
  it('takes the micro sign, Greek mu and u alike, and superscript or OCR-read powers of ten', () => {
    expect(normaliseUnit('µmol/L')).toBe('umol/L');
    expect(normaliseUnit('μmol/L')).toBe('umol/L');
    expect(normaliseUnit('x10³/µL')).toBe('10*3/uL');
    expect(normaliseUnit('×10⁹/L')).toBe('10*9/L');
    expect(normaliseUnit('x10¹²/L')).toBe('10*12/L');
    expect(normaliseUnit('x10^9/L')).toBe('10*9/L');
    expect(normaliseUnit('x 10E3/uL')).toBe('10*3/uL');
    expect(normaliseUnit('x1079/L')).toBe('10*9/L');
    expect(normaliseUnit('x10"9/L')).toBe('10*9/L');
    expect(normaliseUnit('x10712/L')).toBe('10*12/L');
    expect(normaliseUnit('x1079999/L')).toBeNull();
  });

  it('reads OCR slips: µ as p where no pico unit exists, mL as mU, /mL as /mi; keeps real pico units', () => {
    expect(normaliseUnit('pIU/mL')).toBe('u[IU]/mL');
    expect(normaliseUnit('Mio/pul')).toBe('10*6/uL');
    expect(normaliseUnit('pIu/mi')).toBe('u[IU]/mL');
    expect(normaliseUnit('mU/min/1.73m2')).toBe('mL/min/{1.73_m2}');
    expect(normaliseUnit('mlU/L')).toBe('m[IU]/L');
    expect(normaliseUnit('ulu/mL')).toBe('u[IU]/mL');
    expect(normaliseUnit('mL/min/1.73m?2')).toBe('mL/min/{1.73_m2}');
    expect(normaliseUnit('pmol/L')).toBe('pmol/L');
    expect(normaliseUnit('pg/mL')).toBe('pg/mL');
  });
});
