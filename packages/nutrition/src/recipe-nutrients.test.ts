import { describe, expect, it } from 'vitest';
import { getFood } from './foods';
import { recipeNutrients } from './recipe-nutrients';

describe('recipeNutrients', () => {
  it('sums the scaled ingredients and divides by servings', () => {
    const oats = getFood('08120')!.per100g;
    const milk = getFood('01079')!.per100g;
    const r = recipeNutrients({
      servings: 2,
      ingredients: [
        { foodId: '08120', grams: 80, label: '1 cup oats' },
        { foodId: '01079', grams: 480, label: '2 cups milk' },
      ],
    });
    expect(r.perServing.kcal).toBeCloseTo((oats.kcal! * 0.8 + milk.kcal! * 4.8) / 2, 2);
    expect(r.perServing.proteinG).toBeCloseTo((oats.proteinG! * 0.8 + milk.proteinG! * 4.8) / 2, 2);
    expect(r.total.kcal).toBeCloseTo(r.perServing.kcal! * 2, 2);
    expect(r.gramsPerServing).toBe(280);
    expect(r.unknownFoodIds).toEqual([]);
  });

  it('counts the ingredients that did not analyse a nutrient instead of treating them as zero', () => {
    // Wild Atlantic salmon has no vitamin D value in SR24; milk has one.
    const r = recipeNutrients({
      servings: 1,
      ingredients: [
        { foodId: '15076', grams: 150, label: 'salmon' },
        { foodId: '01077', grams: 200, label: 'milk' },
      ],
    });
    expect(r.missing.vitaminDUg).toBe(1);
    expect(r.perServing.vitaminDUg).toBeCloseTo(2.55, 2);
  });

  it('reports unknown food ids and keeps their grams', () => {
    const r = recipeNutrients({ servings: 2, ingredients: [{ foodId: '99999', grams: 100, label: 'mystery' }, { foodId: '09040', grams: 100, label: 'banana' }] });
    expect(r.unknownFoodIds).toEqual(['99999']);
    expect(r.gramsPerServing).toBe(100);
    expect(r.perServing.kcal).toBeCloseTo(89 / 2, 2);
    expect(r.missing.kcal).toBe(1);
  });
});
