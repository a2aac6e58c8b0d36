import { describe, expect, it } from 'vitest';
import { containsTerm, parseIngredients } from './ingredient-parse';

describe('parseIngredients', () => {
  it('splits a printed list, keeps bracketed sub-ingredients and drops percentages', () => {
    const items = parseIngredients('Ingredients: Sugar, whole milk powder, emulsifier (soya lecithin), cocoa mass 35%; salt.');
    expect(items.map((i) => i.text)).toEqual(['Sugar', 'whole milk powder', 'emulsifier', 'soya lecithin', 'cocoa mass', 'salt']);
  });
  it('de-duplicates and ignores empty parts', () => {
    expect(parseIngredients('salt, , Salt,  ,water').map((i) => i.text)).toEqual(['salt', 'water']);
  });
  it('matches whole words and simple plurals only', () => {
    const [egg] = parseIngredients('free range eggs');
    expect(containsTerm(egg!, 'egg')).toBe(true);
    const [nutmeg] = parseIngredients('nutmeg');
    expect(containsTerm(nutmeg!, 'nut')).toBe(false);
  });
});
