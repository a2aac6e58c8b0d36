/**
 * What a food is, for diets, allergies and medicine rules: read from its SR24 food group and
 * its name (USDA names are "Group word, kind, preparation"), plus nutrient thresholds per 100 g.
 * The meal planner filters recipes with these traits: a vegetarian plan drops anything with
 * 'meat', 'fish', 'shellfish' or 'gelatin'; a peanut allergy drops 'peanut'; an MAO inhibitor
 * drops 'tyramine-rich'; a statin user gets no large 'grapefruit-family' servings; an ACE
 * inhibitor user no 'potassium-salt-substitute'. Rules err on the side of flagging (peanut oil
 * counts as peanut; group-01 "cream substitutes" count as dairy).
 */
import { recipeAllergens, type Recipe, type RecipeAllergen, type RecipeDiet } from '@thrivewell/core/contracts/recipes-contract';
import { getFood, type Food } from './foods';
import { recipeNutrients } from './recipe-nutrients';

export const foodTraits = [
  'meat', 'fish', 'shellfish', 'mollusc', 'dairy', 'egg', 'honey', 'gelatin',
  'gluten', 'wheat', 'oats', 'grain', 'legume', 'peanut', 'tree-nut', 'soy', 'sesame', 'mustard', 'celery', 'sulphites',
  'tyramine-rich', 'grapefruit-family', 'potassium-salt-substitute', 'vitamin-k-rich', 'caffeine', 'alcohol',
  'calcium-rich', 'iron-rich', 'added-sugar',
] as const;
export type FoodTrait = (typeof foodTraits)[number];

/** Per-100 g thresholds for the nutrient traits of a single food. */
export const traitThresholds = { vitaminKUgPer100g: 100, caffeineMgPer100g: 5, calciumMgPer100g: 100, ironMgPer100g: 4 } as const;

/** The food the trait reader needs: the SR24 food or a label/user food shaped the same way. */
export type TraitFood = Pick<Food, 'name' | 'group' | 'per100g'> & { id?: string };

const any = (name: string, re: RegExp) => re.test(name);

// ---------------------------------------------------------------- animal foods
const meatWords =
  /\b(beef|pork|chicken|turkey|ham|hams|bacon|lamb|mutton|veal|goat meat|venison|bison|buffalo|elk|rabbit|duck|goose|quail|pheasant|ostrich|emu|game|sausages?|salami|pepperoni|chorizo|bologna|frankfurters?|hot ?dogs?|kielbasa|bratwurst|liverwurst|pastrami|prosciutto|pancetta|jerky|meatballs?|meat|lard|tallow|poultry|giblets|liver)\b/;
/** Words that undo a meat word: meatless bacon, coconut meat, crab meat, vegetable stock, nut "meats". */
const notMeat = /\b(meatless|coconut|vegetarian|veggie|imitation|coconut meat|crab ?meat|lobster meat|relish|poultry seasoning|meat extender|worthington|morningstar|boca|gardenburger|loma linda|vegetable (broth|stock)|mushroom (broth|stock)|meat substitute|substitute)\b/;
const meatGroups = new Set(['Poultry products', 'Pork products', 'Beef products', 'Lamb, veal and game products']);
const shellfishWords = /\b(crustaceans?|shrimps?|prawns?|crabs?|crab ?meat|lobsters?|crayfish|langoustines?|krill)\b/;
const molluscWords = /\b(mollusks?|molluscs?|clams?|oysters?|mussels?|scallops?|squid|calamari|octopus|abalone|whelks?|snails?|escargot|cuttlefish|conch)\b/;
const fishWords =
  /\b(fish|anchov(y|ies)|salmon|tuna|cod|sardines?|mackerel|herring|trout|tilapia|halibut|haddock|pollock|catfish|carp|bass|bluefish|flatfish|flounder|sole|snapper|grouper|swordfish|mahimahi|pike|perch|roe|caviar|whitefish|lox|surimi|worcestershire|caesar)\b/;
const dairyWords =
  /\b(milk|milks|cheese|cheeses|cheddar|mozzarella|parmesan|butter|buttermilk|cream|creamer|yogurt|yoghurt|kefir|whey|casein|caseinate|ghee|paneer|ricotta|custard|pudding|ice creams?|lactose|curd)\b/;
/** Plant "milks", nut butters, cream of tartar and the like: not dairy. */
const notDairy =
  /\b(soymilk|soy milk|coconut (milk|cream)|almond milk|rice milk|oat milk|peanut butter|nut butter|(almond|cashew|sesame|sunflower|apple|cocoa|shea|seed) butter|bread and butter|custard-apple|custard apple|soy yogurt|silk|cream of tartar|cream of wheat|cream of rice|cream style|butterhead|bean curd|cocoa butter|milk substitutes?)\b/;
const eggWords = /\b(eggs?|egg whites?|egg yolks?|eggnog|mayonnaise|mayo|meringue|custard|hollandaise|aioli)\b/;
const notEgg = /\b(eggplant|egg-free|eggless|made with tofu|custard-apple|custard apple)\b/;

// ---------------------------------------------------------------- cereals and allergens
const wheatWords =
  /((?<!buck)wheat|semolina|durum|spelt|farina|farro|bulgur|bulgar|couscous|seitan|triticale|kamut|einkorn|emmer|graham)/;
/** Foods made from flour unless the name says which non-wheat flour. */
const flourFoods =
  /\b(breads?|pasta|spaghetti|macaroni|lasagna|noodles?|ravioli|tortellini|gnocchi|pita|bagels?|croissants?|crackers?|cookies?|cakes?|muffins?|pancakes?|waffles?|biscuits?|pretzels?|bread ?crumbs?|croutons?|buns?|rolls?|pies?|pastry|pastries|pizza|dumplings?|doughnuts?|tortillas?|wraps?|cereals?|granola|stuffing|batter|breaded|sandwich|burrito|taco shells?)\b/;
const nonWheatFlour =
  /\b(rice|corn|cornmeal|maize|potato|soy|peanut|buckwheat|chickpea|besan|tapioca|arrowroot|almond|coconut|sorghum|millet|teff|quinoa|amaranth|cellophane|mung|gluten-free|rice cakes?|oats?|oatmeal)\b/;
const notFlour = /\b(honey roll|roll-ups?|fruit rolls?|corn cakes?|potato pancakes?|squash|bread and butter|pie mix|pie filling|pie spice)\b/;
/** "Rice flour", "Seeds, sesame flour", "Carob flour": flours named for what they are milled from. */
const nonWheatFlourName =
  /\b(rice|corn|potato|soy|soybean|peanut|buckwheat|chickpea|tapioca|arrowroot|almond|coconut|sorghum|millet|teff|quinoa|amaranth|carob|cottonseed|sesame|sunflower|seed|acorn|chestnut|lupin|pea|bean|lentil|masa|mesquite|fish|nut|oat|rye|barley|gluten-free) flour\b/;
const otherGluten = /\b(barley|rye|malt|malted|brewer'?s|beers?|ales?|lager|stout|pumpernickel)\b/;
const peanutWords = /\b(peanuts?|groundnuts?|goobers|satay|reese'?s|snickers|trail mix)\b/;
const treeNutWords =
  /\b(almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|brazilnuts|pine ?nuts?|pinon|pignolia|chestnuts?|hickory ?nuts?|hickorynuts|beechnuts?|butternuts|praline|marzipan|nutella|gianduja|nougat)\b/;
const notTreeNut = /\b(water chestnuts?|nutmeg|coconut|squash, winter, butternut|butternut squash)\b/;
const soyWords = /\b(soy|soya|soybeans?|soymilk|tofu|tempeh|miso|edamame|natto|okara|yuba|shoyu|tamari|teriyaki|hoisin|bean curd)\b/;
/** Fully refined soybean oil is exempt from allergen labelling (EU and US FALCPA). */
const refinedSoyOil = /\b(oil, soybean|soybean (and \w+ )?oil|canola and soybean|oil, canola and soybean)\b/;
const sesameWords = /\b(sesame|tahini|halvah?|hummus|benne|gomasio|za'?atar)\b/;
const mustardWords = /\b(mustard)\b/;
const celeryWords = /\b(celery|celeriac|celery seed|celery salt)\b/;
const sulphiteWords = /\b(sulfured|sulphured|sulfite|sulphite|wine|wines|dried apricots)\b/;

// ---------------------------------------------------------------- medicine-relevant foods
/** MAOI label food lists (knowledge base 'tyramine-rich'): aged cheese, cured and fermented meats, soy condiments, fermented foods. */
const agedCheese =
  /\b(cheddar|parmesan|romano|asiago|blue|gorgonzola|roquefort|stilton|brie|camembert|emmental|emmentaler|swiss|gruyere|gouda|edam|provolone|fontina|limburger|muenster|colby|anejo|queso anejo|goat, hard|aged)\b/;
const curedMeat =
  /\b(salami|pepperoni|chorizo|prosciutto|pancetta|mortadella|summer sausage|dry sausage|dried beef|jerky|cervelat|thuringer|lebanon bologna|soppressata|capicola|coppa|bresaola|lap cheong|fermented)\b/;
const fermentedCondiments =
  /\b(soy sauce|shoyu|tamari|teriyaki|miso|natto|sauerkraut|kimchi|kimchee|fish sauce|shrimp paste|yeast extract|marmite|vegemite|bovril|broadbeans|fava|broad beans|pickled herring|herring, pickled|draft beer|draught beer|tap beer|unpasteurized beer|wine, table, red)\b/;
const grapefruitFamily = /\b(grapefruit|grapefruits|pummelo|pomelo|pomello|shaddock|tangelo|tangelos|minneola|seville|sour orange|marmalade)\b/;
const saltSubstitute = /\b(salt substitute|salt substitutes|potassium chloride|lite salt|low[- ]sodium salt|reduced[- ]sodium salt|nosalt|nu-salt|losalt|potassium salt)\b/;
const caffeineWords = /\b(coffee|espresso|tea|teas|mate|yerba|cola|energy drink|guarana|cocoa|chocolate|cacao)\b/;
const decaf = /\b(decaffeinated|decaf|herb tea|herbal|chamomile|caffeine free|caffeine-free)\b/;
const alcoholWords = /\b(alcoholic|beer|wine|liqueur|whiskey|whisky|vodka|rum|gin|brandy|sake|cider, hard|spirits)\b/;

const groupTraits: Record<string, FoodTrait[]> = {
  'Cereal grains and pasta': ['grain'],
  'Breakfast cereals': ['grain'],
  'Baked products': ['grain'],
  'Legumes and legume products': ['legume'],
};

/** SR24 foods never change, so their traits are worked out once (the planner asks often). */
const srTraitCache = new Map<string, FoodTrait[]>();

/** The traits of one food, from its group, its name and its per-100 g nutrients. */
export function traitsOf(food: TraitFood & { source?: string }): FoodTrait[] {
  if (food.source === 'usda-sr24' && food.id) {
    let cached = srTraitCache.get(food.id);
    if (!cached) {
      cached = readTraits(food);
      srTraitCache.set(food.id, cached);
    }
    return [...cached];
  }
  return readTraits(food);
}

function readTraits(food: TraitFood): FoodTrait[] {
  // "flakes without milk", "without salt": what a food is made without says nothing about it.
  const name = food.name.toLowerCase().replace(/\bwithout [^,]*/g, '');
  const group = food.group;
  const t = new Set<FoodTrait>(groupTraits[group] ?? []);
  const n = food.per100g;

  // Fish and shellfish first: their group and names.
  const seafood = group === 'Finfish and shellfish products';
  const notShell = /\b(squash|oyster mushrooms?|mushrooms, oyster|vegetable oyster|salsify|oyster plant)\b/.test(name);
  const isShell = any(name, shellfishWords) && !notShell;
  const isMollusc = any(name, molluscWords) && !notShell;
  if (isShell) t.add('shellfish');
  if (isMollusc) t.add('shellfish').add('mollusc');
  if ((seafood && !isShell && !isMollusc) || (any(name, fishWords) && !/\bfish(-free| free)\b/.test(name))) t.add('fish');

  const meatless = any(name, notMeat);
  if (meatGroups.has(group) && !meatless) t.add('meat');
  else if (group === 'Sausages and luncheon meats' && !meatless) t.add('meat');
  else if (any(name, meatWords) && !meatless && !seafood && group !== 'Dairy and egg products' && !t.has('fish') && !t.has('shellfish')) t.add('meat');
  if (/\bgelatin|gelatine|jell-o|marshmallows?\b/.test(name)) t.add('gelatin');

  const dairyEggGroup = group === 'Dairy and egg products';
  const eggName = any(name, eggWords) && !any(name, notEgg);
  if (eggName || (dairyEggGroup && name.startsWith('egg'))) t.add('egg');
  if ((dairyEggGroup && !name.startsWith('egg,') && !name.startsWith('egg substitute')) || (any(name, dairyWords) && !any(name, notDairy))) {
    t.add('dairy');
  }
  if (/\bhoney\b/.test(name)) t.add('honey');

  const soyOilOnly = any(name, refinedSoyOil) && !/\b(tofu|soy sauce|soymilk)\b/.test(name.replace(refinedSoyOil, ''));
  if (any(name, soyWords) && !soyOilOnly) t.add('soy');

  const wheatFlour = /\bflour\b/.test(name) && !any(name, nonWheatFlourName);
  const flourBased = (any(name, flourFoods) && !any(name, nonWheatFlour) && !any(name, notFlour)) || wheatFlour;
  const bakedOrCereal = (group === 'Baked products' && !/leavening|tortillas?, .*corn|taco shells|rice cakes?/.test(name)) || (group === 'Breakfast cereals' && !/\b(oats?|oatmeal|oat bran|corn grits|grits|cream of rice)\b/.test(name));
  if (any(name, wheatWords) || flourBased || bakedOrCereal) t.add('wheat').add('gluten');
  if (any(name, otherGluten) && !/\broot beer\b/.test(name)) t.add('gluten');
  if (/\boats?\b|\boatmeal\b|\boat bran\b|\bgranola\b|\bmuesli\b/.test(name)) t.add('oats').add('grain');
  if (/\b(rice|quinoa|millet|buckwheat|sorghum|teff|amaranth|cornmeal|polenta|grits)\b/.test(name) && group !== 'Snacks') t.add('grain');

  if (any(name, peanutWords)) t.add('peanut');
  if ((group === 'Nut and seed products' && /^nuts,/.test(name) && !/coconut/.test(name)) || (any(name, treeNutWords) && !any(name, notTreeNut))) t.add('tree-nut');
  if (any(name, sesameWords)) t.add('sesame');
  if (any(name, mustardWords)) t.add('mustard');
  if (any(name, celeryWords)) t.add('celery');
  if (any(name, sulphiteWords)) t.add('sulphites');

  if ((t.has('dairy') && any(name, agedCheese) && /\bcheese\b/.test(name)) || any(name, curedMeat) || any(name, fermentedCondiments)) t.add('tyramine-rich');
  if (any(name, grapefruitFamily)) t.add('grapefruit-family');
  if (any(name, saltSubstitute)) t.add('potassium-salt-substitute');
  if ((any(name, alcoholWords) || (n.alcoholG ?? 0) > 0.5) && !/\bvinegar\b/.test(name)) t.add('alcohol');

  if ((n.vitaminKUg ?? 0) >= traitThresholds.vitaminKUgPer100g) t.add('vitamin-k-rich');
  const caffeineByName = any(name, caffeineWords) && !any(name, decaf);
  if ((n.caffeineMg ?? 0) >= traitThresholds.caffeineMgPer100g || (caffeineByName && n.caffeineMg === undefined)) t.add('caffeine');
  if ((n.calciumMg ?? 0) >= traitThresholds.calciumMgPer100g) t.add('calcium-rich');
  if ((n.ironMg ?? 0) >= traitThresholds.ironMgPer100g) t.add('iron-rich');
  if (/^(sugars?|syrups?|honey|jams?|jellies|marmalade|candies)\b/.test(name) || (/\bsweetened\b/.test(name) && !/\b(unsweetened|not sweetened)\b/.test(name))) t.add('added-sugar');

  return foodTraits.filter((x) => t.has(x));
}

/** Allergen tags (recipe contract) that follow from food traits. */
export const allergenOfTrait: Partial<Record<FoodTrait, RecipeAllergen>> = {
  peanut: 'peanut',
  'tree-nut': 'tree-nut',
  dairy: 'milk',
  egg: 'egg',
  wheat: 'wheat',
  gluten: 'gluten',
  soy: 'soy',
  fish: 'fish',
  shellfish: 'shellfish',
  mollusc: 'molluscs',
  sesame: 'sesame',
  mustard: 'mustard',
  celery: 'celery',
  sulphites: 'sulphites',
};

export function allergensOf(traits: Iterable<FoodTrait>): RecipeAllergen[] {
  const out = new Set<RecipeAllergen>();
  for (const t of traits) {
    const a = allergenOfTrait[t];
    if (a) out.add(a);
  }
  return recipeAllergens.filter((a) => out.has(a));
}

/**
 * Per-serving thresholds for a recipe's nutrient traits: a recipe is 'vitamin-k-rich' when one
 * serving gives at least 60 µg (half the adult male AI), not because a pinch of dried herbs is.
 */
export const recipeTraitThresholds = { vitaminKUg: 60, calciumMg: 200, ironMg: 3.5, caffeineMg: 15 } as const;

const nutrientTraits = new Set<FoodTrait>(['vitamin-k-rich', 'calcium-rich', 'iron-rich', 'caffeine']);

export interface IngredientTraits {
  foodId: string;
  name: string;
  label: string;
  gramsPerServing: number;
  traits: FoodTrait[];
}

export interface RecipeTraits {
  /** Union of the ingredients' traits; the nutrient traits judged per serving. */
  traits: FoodTrait[];
  /** Allergen tags that the ingredients imply (a recipe's own tags must include them). */
  allergens: RecipeAllergen[];
  /** Grams per serving of the ingredients that carry each trait ("how large a grapefruit serving"). */
  gramsPerServing: Partial<Record<FoodTrait, number>>;
  ingredients: IngredientTraits[];
}

export function recipeTraits(recipe: Pick<Recipe, 'ingredients' | 'servings'>): RecipeTraits {
  const servings = Math.max(1, recipe.servings);
  const set = new Set<FoodTrait>();
  const gramsPerServing: Partial<Record<FoodTrait, number>> = {};
  const ingredients: IngredientTraits[] = [];
  for (const ing of recipe.ingredients) {
    const food = getFood(ing.foodId);
    const traits = food ? traitsOf(food) : [];
    const g = ing.grams / servings;
    for (const t of traits) {
      gramsPerServing[t] = Math.round(((gramsPerServing[t] ?? 0) + g) * 10) / 10;
      if (!nutrientTraits.has(t)) set.add(t);
    }
    ingredients.push({ foodId: ing.foodId, name: food?.name ?? 'Unknown food', label: ing.label, gramsPerServing: Math.round(g * 10) / 10, traits });
  }
  const n = recipeNutrients(recipe).perServing;
  if ((n.vitaminKUg ?? 0) >= recipeTraitThresholds.vitaminKUg) set.add('vitamin-k-rich');
  if ((n.calciumMg ?? 0) >= recipeTraitThresholds.calciumMg) set.add('calcium-rich');
  if ((n.ironMg ?? 0) >= recipeTraitThresholds.ironMg) set.add('iron-rich');
  if ((n.caffeineMg ?? 0) >= recipeTraitThresholds.caffeineMg || ingredients.some((i) => i.traits.includes('caffeine') && n.caffeineMg === undefined)) set.add('caffeine');
  const traits = foodTraits.filter((t) => set.has(t));
  return { traits, allergens: allergensOf(traits), gramsPerServing, ingredients };
}

/** Traits each diet rules out (keto and low-carb are judged on carbohydrate, not traits). */
export const dietExcludes: Record<RecipeDiet, readonly FoodTrait[]> = {
  vegetarian: ['meat', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'],
  pescatarian: ['meat', 'gelatin'],
  keto: ['added-sugar'],
  paleo: ['dairy', 'grain', 'legume', 'peanut', 'added-sugar'],
  mediterranean: [],
  'low-carb': ['added-sugar'],
  'gluten-free': ['gluten', 'wheat'],
  'dairy-free': ['dairy'],
};

/** The traits of `traits` that break `diet` (empty = fits). */
export function dietConflicts(traits: readonly FoodTrait[], diet: RecipeDiet): FoodTrait[] {
  const excluded = dietExcludes[diet];
  return traits.filter((t) => excluded.includes(t));
}

// ---------------------------------------------------------------- free-text allergies
/** Words people type for an allergy, mapped to the traits that cover it (erring wide: "nuts" covers peanuts too). */
const allergyWords: [RegExp, FoodTrait[]][] = [
  [/\b(peanuts?|groundnuts?|arachis)\b/, ['peanut']],
  [/\b(nuts?|tree ?nuts?)\b/, ['tree-nut', 'peanut']],
  [/\b(almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|pine ?nuts?|chestnuts?)\b/, ['tree-nut']],
  [/\b(milk|dairy|lactose|casein|whey|cheese|butter|cream|yogh?urt|cow'?s milk)\b/, ['dairy']],
  [/\b(eggs?|egg whites?|egg yolks?|albumen?)\b/, ['egg']],
  [/\b(gluten|coeliac|celiac|barley|rye)\b/, ['gluten', 'wheat']],
  [/\b(wheat|flour|bread)\b/, ['wheat', 'gluten']],
  [/\b(soy|soya|soybeans?|tofu|edamame)\b/, ['soy']],
  [/\b(fish|salmon|tuna|cod|sardines?|anchov(y|ies)|mackerel|trout|tilapia|halibut|haddock|herring)\b/, ['fish']],
  [/\b(shellfish|crustaceans?|shrimps?|prawns?|crabs?|lobsters?|crayfish)\b/, ['shellfish']],
  [/\b(molluscs?|mollusks?|oysters?|clams?|mussels?|scallops?|squid|octopus)\b/, ['mollusc']],
  [/\b(sesame|tahini)\b/, ['sesame']],
  [/\b(mustard)\b/, ['mustard']],
  [/\b(celery|celeriac)\b/, ['celery']],
  [/\b(sulph|sulf)(ite|ites|ur dioxide)\b/, ['sulphites']],
  [/\b(honey)\b/, ['honey']],
  [/\b(alcohol|wine|beer)\b/, ['alcohol']],
  [/\b(meat|beef|pork|chicken|lamb|turkey|poultry)\b/, ['meat']],
  [/\b(gelatin|gelatine)\b/, ['gelatin']],
];
/** Words of an allergy text that are not food words. */
const allergyStopWords = new Set(['allergy', 'allergic', 'allergies', 'intolerance', 'intolerant', 'to', 'and', 'or', 'of', 'the', 'a', 'an', 'severe', 'mild', 'sensitivity', 'free', 'no', 'all', 'any', 'raw', 'fresh', 'foods', 'food', 'fruit', 'fruits', 'disease', 'syndrome', 'reaction', 'sensitive', 'except', 'with']);

export interface AllergyRule {
  /** The allergy as the person typed it. */
  text: string;
  /** Traits any matching food carries. */
  traits: FoodTrait[];
  /** Word stems matched against food names and ingredient labels ("strawberr" for "strawberries"). */
  terms: string[];
}

const stem = (w: string) => (w.length > 4 ? w.replace(/ies$/, 'y').replace(/(oes|es|s)$/, (m) => (m === 'oes' ? 'o' : '')).replace(/y$/, '') : w);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads a free-text allergy ("shellfish", "tree nuts", "kiwi", "lactose intolerance") into traits and name terms. */
export function allergyRule(text: string): AllergyRule {
  const lower = text.toLowerCase().trim();
  const traits = new Set<FoodTrait>();
  for (const [re, ts] of allergyWords) if (re.test(lower)) ts.forEach((t) => traits.add(t));
  const terms = lower
    .split(/[^a-z'-]+/)
    .filter((w) => w.length >= 3 && !allergyStopWords.has(w))
    .map(stem)
    .filter((w) => w.length >= 3);
  return { text, traits: foodTraits.filter((t) => traits.has(t)), terms: [...new Set(terms)] };
}

/** The ingredients of a recipe that a free-text allergy rules out (empty = safe for it). */
export function allergyConflicts(recipe: Pick<Recipe, 'ingredients' | 'servings'>, allergy: string | AllergyRule): IngredientTraits[] {
  const rule = typeof allergy === 'string' ? allergyRule(allergy) : allergy;
  const termRes = rule.terms.map((t) => new RegExp(`\\b${escapeRe(t)}`));
  return recipeTraits(recipe).ingredients.filter(
    (i) => i.traits.some((t) => rule.traits.includes(t)) || termRes.some((re) => re.test(i.name.toLowerCase()) || re.test(i.label.toLowerCase())),
  );
}
