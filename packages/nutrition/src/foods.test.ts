import { describe, expect, it } from 'vitest';
import { allFoods, getFood } from './foods';
import { scaleNutrients, sumNutrients } from './nutrients';

describe('the USDA SR24 food table', () => {
  it('holds the whole release with measures and per-100 g values in DRI units', () => {
    expect(allFoods().length).toBeGreaterThan(7900);
    const spinach = getFood('11457')!;
    expect(spinach).toMatchObject({ name: 'Spinach, raw', group: 'Vegetables and vegetable products', source: 'usda-sr24' });
    expect(spinach.per100g).toMatchObject({ kcal: 23, vitaminKUg: 482.9, potassiumMg: 558, vitaminDUg: 0 });
    expect(spinach.measures).toContainEqual({ label: 'cup', grams: 30 });
    // Vitamin D from IU (milk: 51 IU = 1.275 µg); vitamin A as µg RAE (butter 684).
    expect(getFood('01077')!.per100g.vitaminDUg).toBeCloseTo(1.275, 3);
    expect(getFood('01001')!.per100g.vitaminAUg).toBeCloseTo(684, 0);
    expect(getFood('99999')).toBeUndefined();
  });

  it('keeps "not analysed" apart from zero', () => {
    const salmon = getFood('15076')!;
    expect(salmon.per100g.vitaminDUg).toBeUndefined();
    const total = sumNutrients([scaleNutrients(salmon.per100g, 150), scaleNutrients(getFood('01077')!.per100g, 200)]);
    expect(total.values.vitaminDUg).toBeCloseTo(2.55, 2);
    expect(total.missing.vitaminDUg).toBe(1);
    expect(total.values.kcal).toBeCloseTo(142 * 1.5 + 61 * 2, 3);
  });
});
