/**
 * Daily targets for an adult from the Dietary Reference Intakes (National Academies; the values
 * as the NIH Office of Dietary Supplements fact sheets list them): an RDA, or an AI where no RDA
 * was set, by age band (19–30, 31–50, 51–70, over 70) and sex, with the Tolerable Upper Intake
 * Level (UL) where one exists. Every value carries its source. When the profile has no sex, the
 * higher of the two values is used (a safe minimum) and the target says so. Education, not a
 * prescription.
 */
import type { NutrientKey } from './nutrients';

export interface DriSource {
  title: string;
  url: string;
}

export type AgeBand = '19-30' | '31-50' | '51-70' | '71+';
export type DriSex = 'male' | 'female' | 'neutral';

export interface NutrientTarget {
  key: NutrientKey;
  /** 'rda', 'ai' (adequate intake), 'cdrr' (reduce intake above it: sodium), 'limit' (keep below: saturated fat), 'estimate' (energy). */
  kind: 'rda' | 'ai' | 'cdrr' | 'limit' | 'estimate';
  /** The daily amount in the nutrient's unit (nutrients.ts). */
  amount: number;
  /** A goal to stay under (sodium, saturated fat) rather than to reach. */
  direction: 'at-least' | 'at-most' | 'about';
  /** The Tolerable Upper Intake Level, when there is one. */
  ul?: number;
  /** 'total' = food and supplements; 'supplements' = the UL is for supplements or fortificants only (food intake is not compared with it). */
  ulAppliesTo?: 'total' | 'supplements';
  note?: string;
  source: DriSource;
}

export interface DriProfile {
  age?: number | null;
  sex?: string | null;
  weightKg?: number | null;
  heightCm?: number | null;
  /** Diagnosed or current conditions, free text ("Hypertension", "Type 2 diabetes"). */
  conditions?: readonly string[];
}

export interface CarbsPerMealGuide {
  minG: number;
  maxG: number;
  note: string;
  sources: DriSource[];
}

export interface DailyTargets {
  ageBand: AgeBand;
  sex: DriSex;
  /** Notes on how the targets were chosen (no sex, no age, an estimate of energy). */
  notes: string[];
  targets: NutrientTarget[];
  /** Diabetes in the profile: a carbohydrate-per-meal guide (education, not a prescription). */
  carbsPerMeal: CarbsPerMealGuide | null;
}

const ods = (name: string, title: string): DriSource => ({ title: `${title}: Fact Sheet for Health Professionals (NIH Office of Dietary Supplements)`, url: `https://ods.od.nih.gov/factsheets/${name}-HealthProfessional/` });

export const driSources = {
  macronutrients: {
    title: 'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005)',
    url: 'https://nap.nationalacademies.org/catalog/10490/dietary-reference-intakes-for-energy-carbohydrate-fiber-fat-fatty-acids-cholesterol-protein-and-amino-acids',
  },
  sodiumPotassium: { title: 'Dietary Reference Intakes for Sodium and Potassium (National Academies, 2019)', url: 'https://nap.nationalacademies.org/catalog/25353/dietary-reference-intakes-for-sodium-and-potassium' },
  driTables: { title: 'Nutrient Recommendations and Databases: Dietary Reference Intakes (NIH Office of Dietary Supplements)', url: 'https://ods.od.nih.gov/HealthInformation/nutrientrecommendations.aspx' },
  dietaryGuidelines: { title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS)', url: 'https://www.dietaryguidelines.gov/' },
  ahaSodium: { title: 'How much sodium should I eat per day? (American Heart Association)', url: 'https://www.heart.org/en/healthy-living/healthy-eating/eat-smart/sodium/how-much-sodium-should-i-eat-per-day' },
  dash: { title: 'DASH Eating Plan (National Heart, Lung, and Blood Institute)', url: 'https://www.nhlbi.nih.gov/education/dash-eating-plan' },
  adaCarbs: { title: 'Carb Counting and Diabetes (American Diabetes Association)', url: 'https://diabetes.org/food-nutrition/understanding-carbs/carb-counting-and-diabetes' },
  cdcCarbs: { title: 'Carb Counting to Manage Blood Sugar (CDC)', url: 'https://www.cdc.gov/diabetes/healthy-eating/carb-counting-manage-blood-sugar.html' },
  potassium: ods('Potassium', 'Potassium'),
  calcium: ods('Calcium', 'Calcium'),
  iron: ods('Iron', 'Iron'),
  magnesium: ods('Magnesium', 'Magnesium'),
  zinc: ods('Zinc', 'Zinc'),
  vitaminA: ods('VitaminA', 'Vitamin A and Carotenoids'),
  vitaminC: ods('VitaminC', 'Vitamin C'),
  vitaminD: ods('VitaminD', 'Vitamin D'),
  vitaminE: ods('VitaminE', 'Vitamin E'),
  vitaminK: ods('VitaminK', 'Vitamin K'),
  vitaminB6: ods('VitaminB6', 'Vitamin B6'),
  vitaminB12: ods('VitaminB12', 'Vitamin B12'),
  folate: ods('Folate', 'Folate'),
  thiamin: ods('Thiamin', 'Thiamin'),
  riboflavin: ods('Riboflavin', 'Riboflavin'),
  niacin: ods('Niacin', 'Niacin'),
  choline: ods('Choline', 'Choline'),
} as const satisfies Record<string, DriSource>;

/** [19–30, 31–50, 51–70, 71+] for men and women. */
type Bands = readonly [number, number, number, number];
interface Row {
  key: NutrientKey;
  kind: 'rda' | 'ai';
  male: Bands;
  female: Bands;
  ul?: Bands;
  ulAppliesTo?: 'total' | 'supplements';
  note?: string;
  source: DriSource;
}

const all = (v: number): Bands => [v, v, v, v];

/** The micronutrient table (adults, not pregnant or breastfeeding), from the ODS fact sheets. */
export const driTable: readonly Row[] = [
  { key: 'fiberG', kind: 'ai', male: [38, 38, 30, 30], female: [25, 25, 21, 21], source: driSources.macronutrients },
  { key: 'potassiumMg', kind: 'ai', male: all(3400), female: all(2600), source: driSources.potassium },
  { key: 'calciumMg', kind: 'rda', male: [1000, 1000, 1000, 1200], female: [1000, 1000, 1200, 1200], ul: [2500, 2500, 2000, 2000], ulAppliesTo: 'total', source: driSources.calcium },
  { key: 'ironMg', kind: 'rda', male: all(8), female: [18, 18, 8, 8], ul: all(45), ulAppliesTo: 'total', source: driSources.iron },
  { key: 'magnesiumMg', kind: 'rda', male: [400, 420, 420, 420], female: [310, 320, 320, 320], ul: all(350), ulAppliesTo: 'supplements', note: 'The UL is for magnesium from supplements and medicines, not food.', source: driSources.magnesium },
  { key: 'zincMg', kind: 'rda', male: all(11), female: all(8), ul: all(40), ulAppliesTo: 'total', source: driSources.zinc },
  { key: 'vitaminAUg', kind: 'rda', male: all(900), female: all(700), ul: all(3000), ulAppliesTo: 'supplements', note: 'µg RAE. The UL is for preformed vitamin A (retinol), not carotenoids from plants.', source: driSources.vitaminA },
  { key: 'vitaminCMg', kind: 'rda', male: all(90), female: all(75), ul: all(2000), ulAppliesTo: 'total', note: 'Smokers need 35 mg a day more.', source: driSources.vitaminC },
  { key: 'vitaminDUg', kind: 'rda', male: [15, 15, 15, 20], female: [15, 15, 15, 20], ul: all(100), ulAppliesTo: 'total', note: '15 µg = 600 IU; 20 µg = 800 IU.', source: driSources.vitaminD },
  { key: 'vitaminEMg', kind: 'rda', male: all(15), female: all(15), ul: all(1000), ulAppliesTo: 'supplements', note: 'The UL is for supplemental alpha-tocopherol.', source: driSources.vitaminE },
  { key: 'vitaminKUg', kind: 'ai', male: all(120), female: all(90), note: 'If you take warfarin, a steady intake from day to day matters more than the amount.', source: driSources.vitaminK },
  { key: 'vitaminB6Mg', kind: 'rda', male: [1.3, 1.3, 1.7, 1.7], female: [1.3, 1.3, 1.5, 1.5], ul: all(100), ulAppliesTo: 'total', source: driSources.vitaminB6 },
  { key: 'vitaminB12Ug', kind: 'rda', male: all(2.4), female: all(2.4), source: driSources.vitaminB12 },
  { key: 'folateUg', kind: 'rda', male: all(400), female: all(400), ul: all(1000), ulAppliesTo: 'supplements', note: 'µg DFE. The UL is for folic acid from supplements and fortified foods.', source: driSources.folate },
  { key: 'thiaminMg', kind: 'rda', male: all(1.2), female: all(1.1), source: driSources.thiamin },
  { key: 'riboflavinMg', kind: 'rda', male: all(1.3), female: all(1.1), source: driSources.riboflavin },
  { key: 'niacinMg', kind: 'rda', male: all(16), female: all(14), ul: all(35), ulAppliesTo: 'supplements', note: 'mg NE. The UL is for niacin from supplements and fortified foods.', source: driSources.niacin },
  { key: 'cholineMg', kind: 'ai', male: all(550), female: all(425), ul: all(3500), ulAppliesTo: 'total', source: driSources.choline },
];

export function ageBandOf(age: number | null | undefined): AgeBand {
  if (age == null || age < 31) return age == null ? '31-50' : '19-30';
  if (age <= 50) return '31-50';
  if (age <= 70) return '51-70';
  return '71+';
}
const bandIndex: Record<AgeBand, number> = { '19-30': 0, '31-50': 1, '51-70': 2, '71+': 3 };

export function driSexOf(value: string | null | undefined): DriSex {
  const v = (value ?? '').toLowerCase();
  if (v === 'male' || v === 'man' || v === 'm') return 'male';
  if (v === 'female' || v === 'woman' || v === 'f') return 'female';
  return 'neutral';
}

const hasCondition = (conditions: readonly string[] | undefined, pattern: RegExp) => (conditions ?? []).some((c) => pattern.test(c));
export const isHypertension = (conditions?: readonly string[]) => hasCondition(conditions, /hypertension|high blood pressure/i);
export const isDiabetes = (conditions?: readonly string[]) => hasCondition(conditions, /diabet/i);

/**
 * Estimated Energy Requirement (IOM 2005 equations for adults, "low active" activity level),
 * or 2000 kcal when age, weight or height is unknown. No sex: the mean of the two equations.
 */
export function estimateEnergy(p: DriProfile): { kcal: number; estimated: boolean } {
  const { age, weightKg: w, heightCm } = p;
  if (!age || !w || !heightCm || age < 19) return { kcal: 2000, estimated: false };
  const h = heightCm / 100;
  const male = 662 - 9.53 * age + 1.11 * (15.91 * w + 539.6 * h);
  const female = 354 - 6.91 * age + 1.12 * (9.36 * w + 726 * h);
  const sex = driSexOf(p.sex);
  const kcal = sex === 'male' ? male : sex === 'female' ? female : (male + female) / 2;
  return { kcal: Math.round(kcal / 10) * 10, estimated: true };
}

/** The day's targets for an adult profile. */
export function dailyTargets(p: DriProfile = {}): DailyTargets {
  const ageBand = ageBandOf(p.age);
  const sex = driSexOf(p.sex);
  const i = bandIndex[ageBand];
  const notes: string[] = [];
  if (sex === 'neutral') notes.push('Your profile has no sex recorded, so each target uses the higher of the values for men and women.');
  if (p.age == null) notes.push('Your profile has no age, so targets for ages 31–50 are used.');
  else if (p.age < 19) notes.push('These targets are for adults (19 and over); they are shown for ages 19–30.');

  const energy = estimateEnergy(p);
  notes.push(energy.estimated ? 'Energy is estimated from your age, sex, weight and height for a low-active day.' : 'Energy uses 2,000 kcal a day: add your age, weight and height to your profile for an estimate.');
  const pick = (m: Bands, f: Bands) => (sex === 'male' ? m[i]! : sex === 'female' ? f[i]! : Math.max(m[i]!, f[i]!));

  const proteinG = p.weightKg && p.weightKg > 0 ? Math.round(0.8 * p.weightKg) : pick(all(56), all(46));
  const targets: NutrientTarget[] = [
    { key: 'kcal', kind: 'estimate', amount: energy.kcal, direction: 'about', source: driSources.macronutrients, note: 'An estimate; needs vary with activity.' },
    {
      key: 'proteinG',
      kind: 'rda',
      amount: proteinG,
      direction: 'at-least',
      note: p.weightKg ? '0.8 g per kg of body weight.' : 'Reference body weight (0.8 g per kg); add your weight for your own.',
      source: driSources.macronutrients,
    },
    { key: 'carbsG', kind: 'rda', amount: 130, direction: 'at-least', note: 'The minimum the brain needs; most people eat more.', source: driSources.macronutrients },
    {
      key: 'satFatG',
      kind: 'limit',
      amount: Math.round((energy.kcal * 0.1) / 9),
      direction: 'at-most',
      note: 'Less than 10 % of calories from saturated fat.',
      source: driSources.dietaryGuidelines,
    },
  ];
  if (isHypertension(p.conditions)) {
    targets.push({
      key: 'sodiumMg',
      kind: 'cdrr',
      amount: 1500,
      direction: 'at-most',
      note: 'High blood pressure in your profile: 1,500 mg a day is the ideal limit of the American Heart Association and the DASH eating plan (the general limit is 2,300 mg).',
      source: driSources.ahaSodium,
    });
  } else {
    targets.push({ key: 'sodiumMg', kind: 'cdrr', amount: 2300, direction: 'at-most', note: 'Chronic Disease Risk Reduction Intake: less is better above it.', source: driSources.sodiumPotassium });
  }
  for (const row of driTable) {
    targets.push({
      key: row.key,
      kind: row.kind,
      amount: pick(row.male, row.female),
      direction: 'at-least',
      ...(row.ul && { ul: row.ul[i]!, ulAppliesTo: row.ulAppliesTo }),
      ...(row.note && { note: row.note }),
      source: row.source,
    });
  }

  const carbsPerMeal = isDiabetes(p.conditions)
    ? {
        minG: 45,
        maxG: 60,
        note: 'Diabetes in your profile: 45–60 g of carbohydrate per meal is a common starting point for carb counting. It is education, not a prescription: your care team sets your own amount.',
        sources: [driSources.adaCarbs, driSources.cdcCarbs],
      }
    : null;
  return { ageBand, sex, notes, targets, carbsPerMeal };
}
