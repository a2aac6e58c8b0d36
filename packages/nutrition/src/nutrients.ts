/**
 * The nutrients Thrivewell tracks, per 100 g in the food table and summed over portions in a
 * log or a recipe. Units are the ones the DRIs use (vitamin A µg RAE, vitamin D µg). A food's
 * value is `undefined` when its source did not analyse it; sums keep count of that so a total
 * can say "at least" (Cronometer-style honesty) instead of treating a gap as zero.
 */
export const nutrientKeys = [
  'kcal', 'proteinG', 'fatG', 'carbsG', 'fiberG', 'sugarsG', 'satFatG', 'monoFatG', 'polyFatG', 'transFatG', 'omega3G', 'omega6G',
  'cholesterolMg', 'sodiumMg', 'potassiumMg', 'calciumMg', 'ironMg', 'magnesiumMg', 'phosphorusMg', 'zincMg', 'copperMg', 'manganeseMg',
  'seleniumUg', 'vitaminCMg', 'vitaminEMg', 'vitaminKUg', 'thiaminMg', 'riboflavinMg', 'niacinMg', 'vitaminB6Mg', 'folateUg', 'vitaminB12Ug',
  'cholineMg', 'caffeineMg', 'alcoholG', 'waterG', 'vitaminAUg', 'vitaminDUg',
] as const;
export type NutrientKey = (typeof nutrientKeys)[number];

/** Values per amount; a missing key = not analysed. */
export type Nutrients = Partial<Record<NutrientKey, number>>;

export interface NutrientInfo {
  label: string;
  unit: 'kcal' | 'g' | 'mg' | 'µg';
}

export const nutrientInfo: Record<NutrientKey, NutrientInfo> = {
  kcal: { label: 'Energy', unit: 'kcal' },
  proteinG: { label: 'Protein', unit: 'g' },
  fatG: { label: 'Fat', unit: 'g' },
  carbsG: { label: 'Carbohydrate', unit: 'g' },
  fiberG: { label: 'Fibre', unit: 'g' },
  sugarsG: { label: 'Sugars', unit: 'g' },
  satFatG: { label: 'Saturated fat', unit: 'g' },
  monoFatG: { label: 'Monounsaturated fat', unit: 'g' },
  polyFatG: { label: 'Polyunsaturated fat', unit: 'g' },
  transFatG: { label: 'Trans fat', unit: 'g' },
  omega3G: { label: 'Omega-3', unit: 'g' },
  omega6G: { label: 'Omega-6', unit: 'g' },
  cholesterolMg: { label: 'Cholesterol', unit: 'mg' },
  sodiumMg: { label: 'Sodium', unit: 'mg' },
  potassiumMg: { label: 'Potassium', unit: 'mg' },
  calciumMg: { label: 'Calcium', unit: 'mg' },
  ironMg: { label: 'Iron', unit: 'mg' },
  magnesiumMg: { label: 'Magnesium', unit: 'mg' },
  phosphorusMg: { label: 'Phosphorus', unit: 'mg' },
  zincMg: { label: 'Zinc', unit: 'mg' },
  copperMg: { label: 'Copper', unit: 'mg' },
  manganeseMg: { label: 'Manganese', unit: 'mg' },
  seleniumUg: { label: 'Selenium', unit: 'µg' },
  vitaminCMg: { label: 'Vitamin C', unit: 'mg' },
  vitaminEMg: { label: 'Vitamin E', unit: 'mg' },
  vitaminKUg: { label: 'Vitamin K', unit: 'µg' },
  thiaminMg: { label: 'Thiamin (B1)', unit: 'mg' },
  riboflavinMg: { label: 'Riboflavin (B2)', unit: 'mg' },
  niacinMg: { label: 'Niacin (B3)', unit: 'mg' },
  vitaminB6Mg: { label: 'Vitamin B6', unit: 'mg' },
  folateUg: { label: 'Folate', unit: 'µg' },
  vitaminB12Ug: { label: 'Vitamin B12', unit: 'µg' },
  cholineMg: { label: 'Choline', unit: 'mg' },
  caffeineMg: { label: 'Caffeine', unit: 'mg' },
  alcoholG: { label: 'Alcohol', unit: 'g' },
  waterG: { label: 'Water', unit: 'g' },
  vitaminAUg: { label: 'Vitamin A (RAE)', unit: 'µg' },
  vitaminDUg: { label: 'Vitamin D', unit: 'µg' },
};

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Per-100 g values → the values of `grams` grams. */
export function scaleNutrients(per100g: Nutrients, grams: number): Nutrients {
  const out: Nutrients = {};
  for (const key of nutrientKeys) {
    const v = per100g[key];
    if (v !== undefined) out[key] = round((v * grams) / 100);
  }
  return out;
}

/** A sum of nutrient sets; `missing` counts, per nutrient, the parts that did not report it. */
export interface NutrientTotal {
  values: Nutrients;
  missing: Partial<Record<NutrientKey, number>>;
}

export function sumNutrients(parts: Nutrients[]): NutrientTotal {
  const values: Nutrients = {};
  const missing: Partial<Record<NutrientKey, number>> = {};
  for (const key of nutrientKeys) {
    let sum = 0;
    let seen = false;
    for (const p of parts) {
      const v = p[key];
      if (v === undefined) missing[key] = (missing[key] ?? 0) + 1;
      else {
        sum += v;
        seen = true;
      }
    }
    if (seen) values[key] = round(sum);
  }
  return { values, missing };
}
