/**
 * A plan's shopping list: the grams of each food summed over every meal, grouped by supermarket
 * aisle (from the food's SR food group), with a household amount where the food table has a
 * measure ("about 1½ cup").
 */
import { getFood, type Measure } from './foods';

export interface ShoppingItem {
  foodId: string;
  name: string;
  grams: number;
  /** "about 2 cup, chopped"; null when the food has no household measure that reads well. */
  household: string | null;
}

export interface ShoppingAisle {
  aisle: string;
  items: ShoppingItem[];
}

/** SR food group (first two digits of the NDB number) → aisle. */
const aisleByGroup: Record<string, string> = {
  '01': 'Dairy and eggs',
  '02': 'Herbs and spices',
  '03': 'Baby foods',
  '04': 'Oils, vinegars and condiments',
  '05': 'Meat and poultry',
  '06': 'Soups, sauces and stocks',
  '07': 'Meat and poultry',
  '08': 'Cereals, grains and pasta',
  '09': 'Fruit and vegetables',
  '10': 'Meat and poultry',
  '11': 'Fruit and vegetables',
  '12': 'Nuts and seeds',
  '13': 'Meat and poultry',
  '14': 'Drinks',
  '15': 'Fish and seafood',
  '16': 'Beans, lentils and tofu',
  '17': 'Meat and poultry',
  '18': 'Bakery',
  '19': 'Baking and sweets',
  '20': 'Cereals, grains and pasta',
  '25': 'Snacks',
};
export const aisleOrder = [
  'Fruit and vegetables', 'Herbs and spices', 'Bakery', 'Dairy and eggs', 'Meat and poultry', 'Fish and seafood', 'Beans, lentils and tofu',
  'Cereals, grains and pasta', 'Nuts and seeds', 'Oils, vinegars and condiments', 'Soups, sauces and stocks', 'Baking and sweets', 'Drinks', 'Snacks', 'Baby foods', 'Other',
];

export function aisleOf(foodId: string): string {
  const egg = getFood(foodId)?.name.startsWith('Egg') ?? false;
  return egg ? 'Dairy and eggs' : (aisleByGroup[foodId.slice(0, 2)] ?? 'Other');
}

const fractions: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
function quarterText(q: number): string {
  const whole = Math.floor(q);
  const frac = fractions[Math.round((q - whole) * 100) / 100] ?? '';
  return whole === 0 ? frac || '¼' : `${whole}${frac}`;
}

/** The household measure that gives the roundest count between ¼ and 24 (volume and "each" measures first). */
export function householdAmount(grams: number, measures: readonly Measure[]): string | null {
  let best: { text: string; err: number } | null = null;
  for (const m of measures) {
    if (!(m.grams > 0)) continue;
    const count = grams / m.grams;
    if (count < 0.2 || count > 24) continue;
    const q = Math.max(0.25, Math.round(count * 4) / 4);
    const err = Math.abs(q - count) / count + (/^(oz|lb|g)\b/.test(m.label) ? 0.2 : 0);
    if (!best || err < best.err) best = { text: `about ${quarterText(q)} × ${m.label}`, err };
  }
  return best?.text ?? null;
}

export function buildShoppingList(parts: readonly { foodId: string; grams: number; name?: string }[]): ShoppingAisle[] {
  const grams = new Map<string, number>();
  for (const p of parts) grams.set(p.foodId, (grams.get(p.foodId) ?? 0) + p.grams);
  const aisles = new Map<string, ShoppingItem[]>();
  for (const [foodId, g] of grams) {
    const food = getFood(foodId);
    const total = Math.round(g);
    const item: ShoppingItem = {
      foodId,
      name: food?.name ?? parts.find((p) => p.foodId === foodId)?.name ?? foodId,
      grams: total,
      household: food ? householdAmount(g, food.measures) : null,
    };
    const aisle = aisleOf(foodId);
    const list = aisles.get(aisle) ?? [];
    list.push(item);
    aisles.set(aisle, list);
  }
  return [...aisles.entries()]
    .sort(([a], [b]) => aisleOrder.indexOf(a) - aisleOrder.indexOf(b))
    .map(([aisle, items]) => ({ aisle, items: items.sort((x, y) => x.name.localeCompare(y.name)) }));
}
