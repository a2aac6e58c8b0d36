import { describe, expect, it } from 'vitest';
import { vitaminKSpread } from './meal-planner-vitamin-k';

describe('vitamin K spread', () => {
  it('measures the worst day against the mean', () => {
    expect(vitaminKSpread([100, 130, 70])).toEqual({ mean: 100, worst: 0.3 });
    expect(vitaminKSpread([120, 120])).toEqual({ mean: 120, worst: 0 });
    expect(vitaminKSpread([0, 0])).toEqual({ mean: 0, worst: 0 });
  });
});
