import { describe, expect, it } from 'vitest';
import { dailyTargets } from './dri';
import { alignmentOfDay, type DietProfile } from './diet-alignment';

const diet = (p: Partial<DietProfile>): DietProfile => ({ dietType: null, restrictions: [], goals: [], allergies: [], ...p });
const targets = dailyTargets({ age: 40, sex: 'female' }).targets;
const food = (name: string, group = 'Other foods') => ({ name, group, per100g: {} });

describe('how a day lines up with the profile', () => {
  it('diet types: meat on a vegetarian day, dairy on a vegan day, meat (not fish) for a pescatarian', () => {
    const foods = [food('Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Poultry products'), food('Salmon, Atlantic, farmed, raw', 'Finfish and shellfish products'), food('Milk, whole, 3.25% milkfat', 'Dairy and egg products'), food('Soymilk, original'), food('Meatless burger crumbles')];
    expect(alignmentOfDay('2026-01-01', foods, {}, targets, diet({ dietType: 'vegetarian' }))[0]).toMatchObject({ kind: 'diet', rule: 'vegetarian', foods: [foods[0]!.name, foods[1]!.name] });
    expect(alignmentOfDay('2026-01-01', foods, {}, targets, diet({ dietType: 'vegan' }))[0]!.foods).toEqual([foods[0]!.name, foods[1]!.name, foods[2]!.name]);
    expect(alignmentOfDay('2026-01-01', foods, {}, targets, diet({ dietType: 'pescatarian' }))[0]!.foods).toEqual([foods[0]!.name]);
    expect(alignmentOfDay('2026-01-01', [food('Lentils, boiled'), food('Soymilk, original')], {}, targets, diet({ dietType: 'vegan' }))).toEqual([]);
  });

  it('restrictions, goals and allergies', () => {
    const foods = [food('Bread, whole-wheat, commercially prepared', 'Baked products'), food('Cheese, cheddar', 'Dairy and egg products'), food('Peanut butter, smooth style')];
    const totals = { sodiumMg: 2600, carbsG: 180, kcal: 2000, fatG: 90, satFatG: 30, proteinG: 40, sugarsG: 60 };
    const notes = alignmentOfDay('2026-01-01', foods, totals, targets, diet({ restrictions: ['Low sodium', 'Gluten-free', 'Dairy-free', 'Low fat', 'Low carb'], goals: ['Heart health', 'Blood sugar control'], allergies: ['Peanuts'] }));
    const rules = notes.map((n) => n.rule);
    expect(rules).toEqual(['Low sodium', 'Low carb', 'Low fat', 'Dairy-free', 'Gluten-free', 'Heart health', 'Blood sugar control', 'Peanuts']);
    expect(notes.find((n) => n.rule === 'Low sodium')!.message).toBe('Sodium 2600 mg: over your 2300 mg target.');
    expect(notes.find((n) => n.rule === 'Peanuts')!.foods).toEqual(['Peanut butter, smooth style']);
    expect(alignmentOfDay('2026-01-01', [], totals, targets, diet({ restrictions: ['Low sodium'] }))).toEqual([]);
  });

  it('reads foods as the planner does: a kiwi allergy by name, gelatin is not vegetarian, a label food by its name', () => {
    const foods = [food('Kiwifruit, green, raw', 'Fruits and fruit juices'), food('Gelatin desserts, dry mix', 'Sweets'), food('Oat drink, unsweetened', 'Product label')];
    expect(alignmentOfDay('2026-01-01', foods, {}, targets, diet({ allergies: ['kiwi'] }))[0]).toMatchObject({ kind: 'allergy', foods: ['Kiwifruit, green, raw'] });
    expect(alignmentOfDay('2026-01-01', foods, {}, targets, diet({ dietType: 'vegetarian' }))[0]!.foods).toEqual(['Gelatin desserts, dry mix']);
    expect(alignmentOfDay('2026-01-01', foods, {}, targets, diet({ restrictions: ['Dairy-free'] }))).toEqual([]);
  });
});
