import { describe, expect, it } from 'vitest';
import { compareWithRange, flagRow, type FlagInput } from './flag';
import { markerByLoinc } from './markers';

const adultWoman = { sex: 'female' as const, ageYears: 45 };
const base = (over: Partial<FlagInput>): FlagInput => ({ value: null, text: null, unit: null, labFlag: null, labRange: null, marker: null, ...over });
const glucose = markerByLoinc('2345-7')!;

describe('flagRow', () => {
  it('takes the lab flag first, even against the printed range', () => {
    expect(flagRow(base({ value: 95, unit: 'mg/dL', labFlag: 'high', labRange: { low: 65, high: 99, text: '65-99' }, marker: glucose }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'lab_flag' });
    expect(flagRow(base({ value: 40, labFlag: 'critical-low' }), adultWoman)).toMatchObject({ flag: 'low', flagSource: 'lab_flag' });
  });

  it('then the printed range, converting it when it is printed in another unit', () => {
    expect(flagRow(base({ value: 105, unit: 'mg/dL', labRange: { low: 65, high: 99, text: '65-99' }, marker: glucose }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'lab_range' });
    const mixed = base({ value: 6.2, unit: 'mmol/L', labRange: { low: 70, high: 99, text: '70-99 mg/dL' }, labRangeUnit: 'mg/dL', marker: glucose });
    expect(flagRow(mixed, adultWoman)).toMatchObject({ flag: 'high', flagSource: 'lab_range' });
  });

  it('then our default range for age and sex, in the value’s unit, labelled as such', () => {
    expect(flagRow(base({ value: 6.2, unit: 'mmol/L', marker: glucose }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'default_range' });
    expect(flagRow(base({ value: 5.0, unit: 'mmol/L', marker: glucose }), adultWoman)).toMatchObject({ flag: 'normal', flagSource: 'default_range' });
    const hb = markerByLoinc('718-7')!;
    expect(flagRow(base({ value: 130, unit: 'g/L', marker: hb }), { sex: 'male', ageYears: 40 })).toMatchObject({ flag: 'low', flagSource: 'default_range' });
    expect(flagRow(base({ value: 130, unit: 'g/L', marker: hb }), { sex: 'female', ageYears: 40 })).toMatchObject({ flag: 'normal' });
  });

  it('else unknown: no sex for a sex-specific range, a child, no unit, an unconvertible unit, an unknown marker', () => {
    const hb = markerByLoinc('718-7')!;
    expect(flagRow(base({ value: 13, unit: 'g/dL', marker: hb }), { sex: null, ageYears: 40 })).toMatchObject({ flag: 'unknown', flagSource: 'none' });
    expect(flagRow(base({ value: 13, unit: 'g/dL', marker: hb }), { sex: 'male', ageYears: 8 })).toMatchObject({ flag: 'unknown' });
    const noUnit = flagRow(base({ value: 250, marker: glucose }), adultWoman);
    expect(noUnit).toMatchObject({ flag: 'unknown', flagSource: 'none' });
    expect(noUnit.notes.join(' ')).toContain('No unit');
    expect(flagRow(base({ value: 250, unit: 'U/L', marker: glucose }), adultWoman).flag).toBe('unknown');
    expect(flagRow(base({ value: 250, unit: 'mg/dL' }), adultWoman)).toMatchObject({ flag: 'unknown', flagSource: 'none' });
    expect(flagRow(base({ value: 2.6, marker: markerByLoinc('6301-6')! }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'default_range' });
  });

  it('gives a directionless "abnormal" flag its direction from the range', () => {
    expect(flagRow(base({ value: 3.1, labFlag: 'abnormal', labRange: { low: 3.5, high: 5.1, text: '3.5-5.1' } }), adultWoman)).toMatchObject({ flag: 'low', flagSource: 'lab_flag' });
    expect(flagRow(base({ text: 'Positive', labFlag: 'abnormal' }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'lab_flag' });
  });

  it('flags qualitative results against the printed text or the pad’s normal results', () => {
    const nitrite = markerByLoinc('5802-4')!;
    expect(flagRow(base({ text: 'Negative', labRange: { low: null, high: null, text: 'Negative' }, marker: nitrite }), adultWoman)).toMatchObject({ flag: 'normal', flagSource: 'lab_range' });
    expect(flagRow(base({ text: 'Positive', labRange: { low: null, high: null, text: 'Negative' }, marker: nitrite }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'lab_range' });
    expect(flagRow(base({ text: 'Trace', marker: nitrite }), adultWoman)).toMatchObject({ flag: 'high', flagSource: 'default_range' });
    expect(flagRow(base({ text: 'Amber', marker: markerByLoinc('5778-6')! }), adultWoman)).toMatchObject({ flag: 'normal' });
    expect(flagRow(base({ text: 'Red', marker: markerByLoinc('5778-6')! }), adultWoman)).toMatchObject({ flag: 'unknown' });
  });
});

describe('compareWithRange', () => {
  it('compares open and closed ranges, and "<"/">" results', () => {
    expect(compareWithRange(5, { low: null, high: 5.6 })).toBe('normal');
    expect(compareWithRange(59, { low: 60, high: null })).toBe('low');
    expect(compareWithRange(0.5, { low: null, high: 5 }, '<')).toBe('normal');
    expect(compareWithRange(90, { low: 60, high: null }, '>')).toBe('normal');
    expect(compareWithRange(3, { low: 5, high: 10 }, '<')).toBe('low');
    expect(compareWithRange(1, { low: null, high: null })).toBeNull();
  });
});
