/**
 * The food table: USDA SR24 (lab-analysed, public domain), parsed once on first use from the
 * generated module, with household measures in grams and a food group taken from the NDB number.
 * Foods from product labels (Open Food Facts, ODbL) never enter this table: they are "label"
 * foods kept apart by the nutrition module, with their own attribution.
 */
import { usdaSr24Table } from './data/usda-sr24-foods';
import { nutrientKeys, type NutrientKey, type Nutrients } from './nutrients';

/** Cronometer-style data-source tiers. */
export const foodSources = {
  'usda-sr24': {
    tier: 'lab-analysed',
    label: 'USDA SR24 (lab-analysed)',
    attribution: 'USDA National Nutrient Database for Standard Reference, Release 24 (public domain)',
    url: 'https://www.ars.usda.gov/northeast-area/beltsville-md-bhnrc/beltsville-human-nutrition-research-center/methods-and-application-of-food-composition-laboratory/mafcl-site-pages/sr11-sr28/',
  },
  'open-food-facts': {
    tier: 'label',
    label: 'Product label (Open Food Facts)',
    attribution: 'Open Food Facts contributors, Open Database License (ODbL)',
    url: 'https://world.openfoodfacts.org',
  },
  user: { tier: 'user-submitted', label: 'Entered by you', attribution: 'Your own entry', url: null },
} as const;
export type FoodSource = keyof typeof foodSources;

export interface Measure {
  /** "cup", "1 large", "0.5 cup slices". */
  label: string;
  grams: number;
}

export interface Food {
  /** The 5-digit NDB number ("11457" is raw spinach). */
  id: string;
  name: string;
  group: string;
  source: 'usda-sr24';
  /** Per 100 g. */
  per100g: Nutrients;
  measures: Measure[];
}

/** SR food groups by the first two digits of the NDB number. */
export const foodGroups: Record<string, string> = {
  '01': 'Dairy and egg products',
  '02': 'Spices and herbs',
  '03': 'Baby foods',
  '04': 'Fats and oils',
  '05': 'Poultry products',
  '06': 'Soups, sauces and gravies',
  '07': 'Sausages and luncheon meats',
  '08': 'Breakfast cereals',
  '09': 'Fruits and fruit juices',
  '10': 'Pork products',
  '11': 'Vegetables and vegetable products',
  '12': 'Nut and seed products',
  '13': 'Beef products',
  '14': 'Beverages',
  '15': 'Finfish and shellfish products',
  '16': 'Legumes and legume products',
  '17': 'Lamb, veal and game products',
  '18': 'Baked products',
  '19': 'Sweets',
  '20': 'Cereal grains and pasta',
  '21': 'Fast foods',
  '22': 'Meals, entrees and side dishes',
  '25': 'Snacks',
  '35': 'American Indian/Alaska Native foods',
  '36': 'Restaurant foods',
  '42': 'Branded and formulated foods',
  '43': 'Branded and formulated foods',
  '80': 'Branded and formulated foods',
  '83': 'Finfish and shellfish products',
  '90': 'Finfish and shellfish products',
  '93': 'Lamb, veal and game products',
};

interface Table {
  foods: Food[];
  byId: Map<string, Food>;
}

let table: Table | undefined;

function parseTable(): Table {
  const lines = usdaSr24Table.split('\n');
  const header = lines[0]!.split('\t');
  const col = (name: string) => header.indexOf(name);
  const nutrientCols = nutrientKeys.map((k) => [k, col(k)] as [NutrientKey, number]);
  const measuresCol = col('measures');
  const foods: Food[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = lines[i]!.split('\t');
    const id = cells[0]!;
    if (!id) continue;
    const per100g: Nutrients = {};
    for (const [key, c] of nutrientCols) {
      const cell = cells[c];
      if (cell !== undefined && cell !== '') per100g[key] = Number(cell);
    }
    const measures = (cells[measuresCol] ?? '')
      .split('|')
      .filter(Boolean)
      .map((m) => {
        const eq = m.lastIndexOf('=');
        return { label: m.slice(0, eq), grams: Number(m.slice(eq + 1)) };
      });
    foods.push({ id, name: cells[1]!, group: foodGroups[id.slice(0, 2)] ?? 'Other foods', source: 'usda-sr24', per100g, measures });
  }
  return { foods, byId: new Map(foods.map((f) => [f.id, f])) };
}

function load(): Table {
  table ??= parseTable();
  return table;
}

export function getFood(id: string): Food | undefined {
  return load().byId.get(id);
}

export function allFoods(): readonly Food[] {
  return load().foods;
}
