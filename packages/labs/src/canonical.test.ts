import { describe, expect, it } from 'vitest';
import { toCanonical } from './canonical';

describe('toCanonical', () => {
  it('converts a printed unit to the marker\'s canonical one', () => {
    const glucose = toCanonical('2345-7', 5.5, 'mmol/L');
    expect(glucose?.unit).toBe('mg/dL');
    expect(glucose?.value).toBeCloseTo(99.1, 0);
    expect(toCanonical('2345-7', 99, 'mg/dl')).toEqual({ value: 99, unit: 'mg/dL' });
    const creatinine = toCanonical('2160-0', 88.42, 'µmol/L');
    expect(creatinine?.value).toBeCloseTo(1, 2);
  });

  it('is null for an unknown marker, a unitless marker or an unconvertible unit', () => {
    expect(toCanonical('99999-9', 1, 'mg/dL')).toBeNull();
    expect(toCanonical('5803-2', 6, null)).toBeNull();
    expect(toCanonical('2345-7', 5, 'cells/uL')).toBeNull();
  });
});
