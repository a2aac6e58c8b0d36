/**
 * What the meal planner needs to know about a food: the traits that diets, allergies and the
 * medicine rules act on. The planner reads them through this small interface so the source can
 * be switched (a table of traits per food, a fixture in tests); the default reads the food
 * table's names and groups.
 */
import { getFood, type Food } from './foods';

export const plannerTraits = [
  'meat', 'fish', 'shellfish', 'dairy', 'egg', 'gluten', 'peanut', 'tree-nut', 'soy', 'sesame',
  'tyramine-rich', 'grapefruit-family', 'potassium-salt-substitute', 'high-vitamin-k', 'caffeine', 'iron-rich', 'honey', 'pork', 'alcohol',
] as const;
export type PlannerTrait = (typeof plannerTraits)[number];

export interface FoodTraitSource {
  /** The traits of one food (by NDB id); an unknown id has none. */
  traitsOf(foodId: string): ReadonlySet<PlannerTrait>;
}

const meatGroups = new Set(['05', '07', '10', '13', '17', '93']);
const fishGroups = new Set(['15', '83', '90']);
const shellfishWords = /\b(shrimp|prawns?|crab|lobster|crayfish|clams?|mussels?|oysters?|scallops?|squid|octopus|cuttlefish|abalone|whelk|snail|conch|langoustine|calamari|mollusks?|crustaceans?)\b/i;
const meatWords = /\b(beef|pork|chicken|turkey|lamb|veal|ham|bacon|sausage|salami|pepperoni|frankfurter|bologna|duck|goose|venison|bison|meat|gelatin|lard|chorizo|prosciutto|pastrami|liverwurst)\b/i;
const fishWords = /\b(fish|salmon|tuna|cod|anchov(y|ies)|sardines?|mackerel|herring|trout|halibut|tilapia|haddock|pollock|caviar|roe|catfish|bass|flounder|sole|snapper|swordfish)\b/i;
const glutenWords = /\b(wheat|barley|rye|spelt|semolina|couscous|bulgur|seitan|triticale|farro|durum|malt|bread|pasta|spaghetti|macaroni|noodles?|crackers?|croutons?|pita|bagels?|muffins?|biscuits?|pancakes?|waffles?|breadcrumbs?)\b/i;
const notGluten = /\b(rice noodles?|corn tortillas?|gluten-free|rice cakes?|buckwheat|corn bread)\b/i;
const treeNutWords = /\b(almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazilnuts?|brazil nuts?|pine nuts?|pinyon|chestnuts?|nuts?)\b/i;
const soyWords = /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|natto|soymilk)\b/i;
const tyramineWords =
  /\b(cheddar|parmesan|blue|gorgonzola|roquefort|stilton|camembert|brie|emmental|gruyere|gouda|provolone|swiss|romano|asiago|fontina|muenster|limburger|salami|pepperoni|summer sausage|prosciutto|chorizo|jerky|soy sauce|tamari|miso|sauerkraut|kimchi|fava|broad beans?|yeast extract|marmite|vegemite|natto|tempeh|fish sauce)\b/i;
const grapefruitWords = /\b(grapefruit|pummelo|pomelo|tangelo|seville orange|marmalade)\b/i;
const saltSubstituteWords = /\b(salt substitute|potassium chloride|lite salt)\b/i;
const caffeineWords = /\b(coffee|espresso|tea|cola|cocoa|chocolate|energy drink|mate)\b/i;

/** The traits of a food from its name, its SR food group and its nutrients per 100 g. */
export function traitsFromFood(food: Food): Set<PlannerTrait> {
  const out = new Set<PlannerTrait>();
  const group = food.id.slice(0, 2);
  const name = food.name;
  const isShellfish = shellfishWords.test(name) && (fishGroups.has(group) || /^(Crustaceans|Mollusks)/i.test(name) || group === '22' || group === '06' || group === '36');
  if (meatGroups.has(group) || (meatWords.test(name) && !/\b(meatless|vegetarian|imitation|meat substitute|veggie)\b/i.test(name))) out.add('meat');
  if (/\b(pork|ham|bacon|lard)\b/i.test(name) || group === '10') out.add('pork');
  if (isShellfish || /^(Crustaceans|Mollusks)/i.test(name)) out.add('shellfish');
  else if (fishGroups.has(group) || fishWords.test(name)) out.add('fish');
  if (group === '01' && !/^Egg/i.test(name)) out.add('dairy');
  if (/\b(milk|cheese|butter|cream|yogurt|whey|casein|ghee|kefir)\b/i.test(name) && !/\b(soymilk|almond milk|coconut milk|rice milk|oat milk|soy milk|peanut butter|almond butter|cocoa butter|nut butter|apple butter|sesame butter|cream of tartar|butterbur|butternut|butterhead|buttermilk biscuits?)\b/i.test(name) && group !== '12' && group !== '16') out.add('dairy');
  if (/^Egg|\beggs?\b/i.test(name) && !/\beggplant\b/i.test(name)) out.add('egg');
  if (glutenWords.test(name) && !notGluten.test(name)) out.add('gluten');
  if (/\bpeanuts?\b/i.test(name)) out.add('peanut');
  if ((group === '12' && treeNutWords.test(name) && !/\b(coconut|peanut)\b/i.test(name.split(',')[0]!)) || /\b(almond|cashew|walnut|hazelnut|pistachio|pecan)\b/i.test(name)) out.add('tree-nut');
  if (soyWords.test(name)) out.add('soy');
  if (/\b(sesame|tahini)\b/i.test(name)) out.add('sesame');
  if (tyramineWords.test(name) && !(/\bswiss chard\b/i.test(name))) out.add('tyramine-rich');
  if (grapefruitWords.test(name)) out.add('grapefruit-family');
  if (saltSubstituteWords.test(name)) out.add('potassium-salt-substitute');
  if ((food.per100g.vitaminKUg ?? 0) >= 100) out.add('high-vitamin-k');
  if ((food.per100g.caffeineMg ?? 0) > 0 || (group === '14' && caffeineWords.test(name) && !/\bdecaf/i.test(name))) out.add('caffeine');
  if ((food.per100g.ironMg ?? 0) >= 8) out.add('iron-rich');
  if (/\bhoney\b/i.test(name)) out.add('honey');
  if ((food.per100g.alcoholG ?? 0) > 0.5) out.add('alcohol');
  return out;
}

const cache = new Map<string, ReadonlySet<PlannerTrait>>();
const none: ReadonlySet<PlannerTrait> = new Set();

/** The default source: the USDA SR24 table, read by name, group and nutrients. */
export const foodTableTraits: FoodTraitSource = {
  traitsOf(foodId) {
    let traits = cache.get(foodId);
    if (!traits) {
      const food = getFood(foodId);
      traits = food ? traitsFromFood(food) : none;
      cache.set(foodId, traits);
    }
    return traits;
  },
};
