import { describe, expect, it } from 'vitest';
import { labRowInputSchema } from '@thrivewell/core/contracts/biomarkers-contract';
import { rowFromInput } from './row-input';

const ctx = { sex: 'male' as const, ageYears: 60 };

describe('rowFromInput', () => {
  it('maps the name to LOINC, normalises the unit, parses the range and flags by it', () => {
    const input = labRowInputSchema.parse({ name: 'Potassium', value: 5.6, unit: 'mEq/L', rangeText: '3.5 - 5.1' });
    expect(rowFromInput(input, ctx, 'm1')).toEqual({
      rowId: 'm1', name: 'Potassium', loinc: '2823-3', value: 5.6, text: null, unit: 'meq/L',
      range: { low: 3.5, high: 5.1, text: '3.5 - 5.1' }, flag: 'high', flagSource: 'lab_range', confidence: 1, box: null, notes: [],
    });
  });

  it('keeps a given LOINC code and takes the typed flag as the lab’s', () => {
    const row = rowFromInput(labRowInputSchema.parse({ name: 'My sugar test', loinc: '2345-7', value: 90, unit: 'mg/dl', labFlag: 'H' }), ctx, 'm2');
    expect(row).toMatchObject({ loinc: '2345-7', unit: 'mg/dL', flag: 'high', flagSource: 'lab_flag' });
  });

  it('uses the default range when no range is typed, and never guesses without one', () => {
    expect(rowFromInput(labRowInputSchema.parse({ name: 'LDL cholesterol', value: 3.9, unit: 'mmol/L' }), ctx, 'm3')).toMatchObject({ flag: 'high', flagSource: 'default_range' });
    expect(rowFromInput(labRowInputSchema.parse({ name: 'Cortisol', value: 14, unit: 'ug/dL' }), ctx, 'm4')).toMatchObject({ flag: 'unknown', flagSource: 'none' });
    expect(rowFromInput(labRowInputSchema.parse({ name: 'Something rare', value: 3, unit: 'mg/L' }), ctx, 'm5')).toMatchObject({ loinc: null, flag: 'unknown' });
  });

  it('reads qualitative results and text ranges', () => {
    const row = rowFromInput(labRowInputSchema.parse({ name: 'Nitrite', text: 'positive', rangeText: 'Negative' }), ctx, 'm6');
    expect(row).toMatchObject({ loinc: '5802-4', value: null, text: 'Positive', range: { low: null, high: null, text: 'Negative' }, flag: 'high', flagSource: 'lab_range' });
  });

  it('shows a typed range in another unit in the value’s unit', () => {
    const row = rowFromInput(labRowInputSchema.parse({ name: 'Glucose', value: 6.2, unit: 'mmol/L', rangeText: '70-99 mg/dL' }), ctx, 'm8');
    expect(row).toMatchObject({ flag: 'high', flagSource: 'lab_range', range: { text: '70-99 mg/dL' } });
    expect(row.range.high).toBeCloseTo(5.495, 3);
  });

  it('keeps a range it cannot read as text and says so', () => {
    const row = rowFromInput(labRowInputSchema.parse({ name: 'Ferritin', value: 20, unit: 'ng/mL', rangeText: 'see comment' }), { sex: 'female', ageYears: 30 }, 'm7');
    expect(row.range).toEqual({ low: null, high: null, text: 'see comment' });
    expect(row.notes[0]).toContain('could not be read');
    expect(row).toMatchObject({ flag: 'normal', flagSource: 'default_range' });
  });
});
