import { describe, expect, it } from 'vitest';
import { containsTerm, parseIngredients, splitTraces } from './ingredient-parse';

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

describe('containsTerm: negations and false friends', () => {
  const has = (text: string, term: string) => containsTerm(parseIngredients(text)[0]!, term);
  it('does not count a denied word', () => {
    expect(has('gluten-free oats', 'gluten')).toBe(false);
    expect(has('non-dairy creamer', 'dairy')).toBe(false);
    expect(has('no added sugar', 'sugar')).toBe(false);
    expect(has('free from egg', 'egg')).toBe(false);
    expect(has('wheat gluten', 'gluten')).toBe(true);
  });
  it('does not count a word inside a phrase that means something else', () => {
    expect(has('peanut butter', 'butter')).toBe(false);
    expect(has('peanut butter', 'peanut')).toBe(true);
    expect(has('oat milk', 'milk')).toBe(false);
    expect(has('skimmed milk', 'milk')).toBe(true);
    expect(has('sugar alcohol (maltitol)', 'alcohol')).toBe(false);
    expect(has('butter, peanut butter', 'butter')).toBe(true);
  });
});

describe('splitTraces', () => {
  it('keeps "may contain" traces apart from the ingredients', () => {
    const { ingredients, traces } = splitTraces('Oats, sugar, peanuts. May contain hazelnuts and sesame.');
    expect(parseIngredients(ingredients).map((i) => i.text)).toEqual(['Oats', 'sugar', 'peanuts']);
    expect(traces.map((t) => t.text)).toEqual(['hazelnuts', 'sesame']);
  });
  it('reads factory statements and statements in the middle of a label', () => {
    const { ingredients, traces } = splitTraces('Made in a factory that also handles milk, eggs or soy. Ingredients: rice, salt');
    expect(traces.map((t) => t.text)).toEqual(['milk', 'eggs', 'soy']);
    expect(parseIngredients(ingredients).map((i) => i.text)).toEqual(['rice', 'salt']);
    expect(splitTraces('Cocoa, sugar; may contain traces of milk').traces.map((t) => t.text)).toEqual(['milk']);
  });
  it('leaves a label without a precautionary statement alone', () => {
    expect(splitTraces('water, salt')).toEqual({ ingredients: 'water, salt', traces: [] });
  });
});
