import { describe, expect, it } from 'vitest';
import { gramsOf } from './nutrition.service';

describe('portions', () => {
  it('portions: grams, ounces and household measures', () => {
    const measures = [{ label: 'cup', grams: 156 }];
    expect(gramsOf(0.5, 'cup', measures)).toBe(78);
    expect(gramsOf(100, 'g', measures)).toBe(100);
    expect(gramsOf(1, 'oz', measures)).toBeCloseTo(28.35, 2);
    expect(gramsOf(1, 'bucket', measures)).toBeNull();
  });
});
