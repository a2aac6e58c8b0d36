import { describe, expect, it } from 'vitest';
import { resolveName } from '@thrivewell/knowledge/resolve';
import type { Substance } from '@thrivewell/knowledge/types';
import { factsOf } from './meal-planner-facts';
import { buildFilters, fits, fitsMeal, fitsSlot, wordPattern } from './meal-planner-filters';
import { foodTableTraits } from './meal-planner-traits';
import type { PlannerPerson } from './meal-planner-types';
import { fixtureRecipes } from './meal-planner.fixtures';

const facts = (id: string) => factsOf(fixtureRecipes.find((r) => r.id === id)!, foodTableTraits);
const med = (name: string): Substance => {
  const r = resolveName(name);
  if (!r.ok) throw new Error(`${name} did not resolve`);
  return r.substance;
};
const fitting = (person: PlannerPerson, medicines: Substance[] = []) => {
  const filters = buildFilters(person, medicines);
  return new Set(fixtureRecipes.filter((r) => fits(facts(r.id), filters)).map((r) => r.id));
};

describe('meal planner filters', () => {
  it('an allergy bans by trait and by word, and says so once', () => {
    const filters = buildFilters({ allergies: ['peanuts', 'kiwi'] }, []);
    expect(fits(facts('peanut-toast'), filters)).toBe(false);
    expect(fits(facts('kiwi-yogurt'), filters)).toBe(false);
    expect(fits(facts('banana'), filters)).toBe(true);
    expect(filters.warnings.map((w) => w.rule)).toEqual(['allergy:peanut', 'allergy:kiwi']);
  });

  it('dislikes and "no …" restrictions keep a word out in its singular or plural', () => {
    const out = fitting({ dislikes: ['kiwis'], restrictions: ['no cabbage'] });
    expect(out.has('kiwi-yogurt')).toBe(false);
    expect(out.has('cheddar-cabbage-bake')).toBe(false);
    expect(out.has('shrimp-stir-fry')).toBe(false);
    expect(out.has('oat-porridge-milk')).toBe(true);
  });

  it('a word matches its singular and plural, also when the singular ends in "e" ("apples" → "apple")', () => {
    for (const [word, text] of [['apples', 'apple'], ['olives', 'green olive'], ['grapes', 'grape juice'], ['tomatoes', 'tomato'], ['berries', 'berry'], ['apple', 'apples'], ['kiwi', 'kiwis']]) {
      expect(wordPattern(word!).test(text!), `${word} in "${text}"`).toBe(true);
    }
    expect(wordPattern('apples').test('pineapple')).toBe(false);
    expect(wordPattern('pea').test('peanut')).toBe(false);
  });

  it('a diet type bans its traits; keto lets in a keto tag or a low net-carb serving only', () => {
    const vegetarian = fitting({ dietType: 'vegetarian' });
    expect(vegetarian.has('chicken-rice')).toBe(false);
    expect(vegetarian.has('salmon-sweet-potato')).toBe(false);
    expect(vegetarian.has('kale-lentil-salad')).toBe(true);
    const keto = fitting({ dietType: 'keto' });
    expect(keto.has('avocado-cucumber')).toBe(true);
    expect(keto.has('banana')).toBe(false);
    expect(keto.has('oat-porridge-milk')).toBe(false);
  });

  it('levothyroxine keeps dairy out of breakfast but not out of a snack', () => {
    const filters = buildFilters({}, [med('levothyroxine')]);
    const yogurt = facts('kiwi-yogurt');
    expect(fits(yogurt, filters)).toBe(true);
    expect(fitsSlot(yogurt, 'breakfast', filters)).toBe(false);
    expect(fitsMeal(yogurt, 'snack', filters)).toBe(true);
    expect(fitsMeal(facts('banana-oats-water'), 'breakfast', filters)).toBe(true);
  });

  it('a recipe fits only the slots it is written for', () => {
    const filters = buildFilters({}, []);
    expect(fitsSlot(facts('shrimp-stir-fry'), 'dinner', filters)).toBe(true);
    expect(fitsSlot(facts('shrimp-stir-fry'), 'breakfast', filters)).toBe(false);
  });
});
