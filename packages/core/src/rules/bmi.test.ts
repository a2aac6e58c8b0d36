import { describe, expect, it } from 'vitest';
import { bmi, heightInMetres, weightInKg } from './bmi';

describe('bmi', () => {
  it('P2-ONB-14 weight / height², one decimal, in kg and cm', () => {
    expect(bmi({ weight: 70, weightUnit: 'kg', height: 175, heightUnit: 'cm' })).toBe(22.9);
    expect(bmi({ weight: 90, height: 180 })).toBe(27.8);
  });

  it('P2-ONB-14 is null until both weight and height are set', () => {
    expect(bmi({ weight: 70, weightUnit: 'kg' })).toBeNull();
    expect(bmi({ height: 175, heightUnit: 'cm' })).toBeNull();
    expect(bmi({ weight: null, height: null })).toBeNull();
    expect(bmi({ weight: 0, height: 175 })).toBeNull();
  });

  it('P2-ONB-15 converts pounds at 0.453592 to kg', () => {
    expect(weightInKg(100, 'lbs')).toBeCloseTo(45.3592, 10);
    expect(weightInKg(100, 'kg')).toBe(100);
    // 154 lbs = 69.853 kg; 175 cm → 22.8
    expect(bmi({ weight: 154, weightUnit: 'lbs', height: 175, heightUnit: 'cm' })).toBe(22.8);
  });

  it('P2-ONB-16 converts feet at 30.48 and inches at 2.54 to cm, then cm to metres', () => {
    expect(heightInMetres(6, 'ft')).toBeCloseTo(1.8288, 10);
    expect(heightInMetres(70, 'in')).toBeCloseTo(1.778, 10);
    expect(heightInMetres(180, 'cm')).toBe(1.8);
    expect(heightInMetres(1.8, 'm')).toBe(1.8);
    // 80 kg at 6 ft (1.8288 m) → 23.9; at 70 in (1.778 m) → 25.3; at 1.8 m → 24.7
    expect(bmi({ weight: 80, height: 6, heightUnit: 'ft' })).toBe(23.9);
    expect(bmi({ weight: 80, height: 70, heightUnit: 'in' })).toBe(25.3);
    expect(bmi({ weight: 80, height: 1.8, heightUnit: 'm' })).toBe(24.7);
  });
});
