/**
 * Diets and the ingredient groups they exclude. A diet conflict reads "{group name} is not part of
 * a {diet name} diet", so group names are short singular phrases. Aliases are lowercase words
 * matched as whole words (a plural 's' or 'es' is allowed automatically); they avoid words that
 * commonly mean something else (plain 'bean' would flag vanilla beans, plain 'flour' rice flour).
 * A diet is found by its id ('keto') or its name ('Ketogenic').
 */
import { S, medlinePlus, src } from '../../sources';
import type { Diet, IngredientGroup } from '../../types';

/** 'e441' → ['e441', 'e 441'] so that 'E441', 'E 441' and 'E-441' all match. */
function eCodes(...codes: string[]): string[] {
  return codes.flatMap((c) => [c, c.replace(/^e/, 'e ')]);
}

const FLOURS = [
  'enriched flour', 'bleached flour', 'unbleached flour', 'all purpose flour', 'plain flour', 'self raising flour', 'self rising flour',
  'bread flour', 'cake flour', 'pastry flour', 'white flour', 'wholemeal flour', 'bromated flour', 'phosphated flour', 'graham flour',
];

export const ingredientGroups: IngredientGroup[] = [
  {
    id: 'meat',
    name: 'Meat',
    aliases: [
      'meat', 'beef', 'pork', 'chicken', 'lamb', 'mutton', 'veal', 'venison', 'turkey', 'duck', 'goose', 'rabbit', 'bison', 'quail',
      'pheasant', 'goat meat', 'bacon', 'ham', 'gammon', 'sausage', 'salami', 'pepperoni', 'chorizo', 'prosciutto', 'pancetta',
      'guanciale', 'mortadella', 'pastrami', 'jerky', 'lard', 'lardon', 'tallow', 'suet', 'dripping', 'schmaltz', 'bone broth',
      'bone marrow', 'meat extract', 'liver', 'offal',
    ],
  },
  {
    id: 'pork',
    name: 'Pork',
    aliases: [
      'pork', 'bacon', 'ham', 'gammon', 'lard', 'lardon', 'pancetta', 'prosciutto', 'guanciale', 'chorizo', 'pork gelatin',
      'pork gelatine', 'porcine gelatin', 'pork rind', 'crackling',
    ],
  },
  {
    id: 'fish-seafood',
    name: 'Fish or seafood',
    aliases: [
      'fish', 'seafood', 'shellfish', 'anchovy', 'anchovies', 'tuna', 'salmon', 'cod', 'haddock', 'pollock', 'hake', 'sardine', 'mackerel',
      'herring', 'trout', 'tilapia', 'halibut', 'bonito', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'krill', 'mussel', 'oyster',
      'clam', 'scallop', 'squid', 'calamari', 'octopus', 'surimi', 'isinglass', 'caviar', 'roe', 'fish sauce', 'oyster sauce',
      'worcestershire sauce',
    ],
  },
  {
    id: 'shellfish',
    name: 'Shellfish',
    aliases: [
      'shellfish', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'crawfish', 'langoustine', 'scampi', 'krill', 'mussel', 'oyster',
      'clam', 'scallop', 'squid', 'calamari', 'octopus', 'cuttlefish', 'snail', 'escargot', 'oyster sauce', 'shrimp paste',
    ],
  },
  {
    id: 'dairy',
    name: 'Dairy',
    aliases: [
      'milk', 'dairy', 'cream', 'butter', 'buttermilk', 'butterfat', 'milkfat', 'cheese', 'whey', 'casein', 'caseinate', 'lactose',
      'lactalbumin', 'lactoglobulin', 'yogurt', 'yoghurt', 'kefir', 'ghee', 'curd', 'quark', 'paneer', 'milk solids', 'milk powder',
    ],
  },
  {
    id: 'eggs',
    name: 'Egg',
    aliases: ['egg', 'egg yolk', 'egg white', 'albumen', 'albumin', 'ovalbumin', 'lysozyme', 'mayonnaise', 'meringue', 'eggnog'],
  },
  {
    id: 'honey',
    name: 'Honey or another bee product',
    aliases: ['honey', 'royal jelly', 'propolis', 'beeswax', ...eCodes('e901')],
  },
  {
    id: 'animal-derived-additives',
    name: 'Gelatin or another slaughter-derived additive',
    aliases: [
      'gelatin', 'gelatine', 'carmine', 'cochineal', 'carminic acid', 'isinglass', 'animal rennet', 'calf rennet', 'bone phosphate',
      'bone char', ...eCodes('e441', 'e120', 'e542'),
    ],
  },
  {
    id: 'animal-products-other',
    name: 'Animal-derived ingredient',
    aliases: ['shellac', 'confectioners glaze', 'lanolin', 'wool fat', ...eCodes('e904')],
  },
  {
    id: 'gluten-grains',
    name: 'A gluten-containing grain',
    aliases: [
      'gluten', 'wheat', 'barley', 'rye', 'malt', 'malted barley', 'malted milk', 'spelt', 'semolina', 'durum', 'farina', 'bulgur', 'bulghur',
      'couscous', 'seitan', 'triticale', 'farro', 'einkorn', 'emmer', 'kamut', 'khorasan', 'freekeh', 'matzo', 'matzah', 'panko',
      'brewers yeast', ...FLOURS,
    ],
  },
  {
    id: 'lactose',
    name: 'Lactose',
    aliases: ['lactose', 'milk', 'whey', 'cream', 'buttermilk', 'milk solids', 'milk powder'],
  },
  {
    id: 'alcohol-ingredients',
    name: 'Alcohol',
    aliases: [
      'alcohol', 'ethanol', 'ethyl alcohol', 'wine', 'beer', 'lager', 'stout', 'rum', 'brandy', 'cognac', 'whisky', 'whiskey',
      'bourbon', 'vodka', 'gin', 'liqueur', 'sherry', 'port wine', 'marsala', 'vermouth', 'champagne', 'sake', 'mirin', 'kirsch',
      'amaretto', 'hard cider',
    ],
  },
  {
    id: 'added-sugar',
    name: 'Added sugar',
    aliases: [
      'sugar', 'sucrose', 'glucose', 'dextrose', 'fructose', 'maltose', 'glucose syrup', 'glucose fructose syrup', 'fructose glucose syrup',
      'corn syrup', 'high fructose corn syrup', 'isoglucose', 'invert sugar', 'honey', 'agave', 'agave syrup', 'agave nectar', 'maple syrup',
      'golden syrup', 'molasses', 'treacle', 'rice syrup', 'brown rice syrup', 'malt syrup', 'date syrup', 'fruit juice concentrate',
      'evaporated cane juice', 'cane juice', 'muscovado', 'demerara', 'turbinado', 'panela', 'jaggery', 'coconut sugar',
    ],
  },
  {
    id: 'refined-sugar',
    name: 'Refined sugar',
    aliases: [
      'sugar', 'cane sugar', 'beet sugar', 'sucrose', 'glucose', 'dextrose', 'glucose syrup', 'glucose fructose syrup',
      'fructose glucose syrup', 'corn syrup', 'high fructose corn syrup', 'isoglucose', 'invert sugar', 'golden syrup',
    ],
  },
  {
    id: 'grains',
    name: 'A cereal grain',
    aliases: [
      'wheat', 'barley', 'rye', 'oat', 'oats', 'rice', 'corn', 'maize', 'cornmeal', 'corn flour', 'cornflour', 'millet', 'sorghum',
      'spelt', 'semolina', 'durum', 'couscous', 'bulgur', 'triticale', 'farro', 'quinoa', 'buckwheat', 'amaranth', 'teff', ...FLOURS,
    ],
  },
  {
    id: 'starches',
    name: 'A starch',
    aliases: [
      'starch', 'corn starch', 'cornstarch', 'potato starch', 'tapioca', 'tapioca starch', 'modified starch', 'modified food starch',
      'maltodextrin', 'potato', 'potatoes',
    ],
  },
  {
    id: 'legumes',
    name: 'A legume',
    aliases: [
      'lentil', 'chickpea', 'garbanzo', 'peanut', 'groundnut', 'soy', 'soya', 'soybean', 'tofu', 'tempeh', 'edamame', 'miso', 'pea protein',
      'split pea', 'kidney bean', 'black bean', 'pinto bean', 'navy bean', 'haricot bean', 'cannellini bean', 'lima bean', 'butter bean',
      'mung bean', 'adzuki bean', 'fava bean', 'broad bean', 'baked beans', 'lupin', 'hummus',
    ],
  },
];

const vegetarianTopic = medlinePlus('vegetariandiet', 'Vegetarian Diet');
const celiacTopic = medlinePlus('celiacdisease', 'Celiac Disease');
const niddkCeliac = src('NIDDK: Eating, Diet & Nutrition for Celiac Disease', 'https://www.niddk.nih.gov/health-information/digestive-diseases/celiac-disease/eating-diet-nutrition');
const kosherHalal = src(
  'Regenstein JM, Chaudry MM, Regenstein CE. The kosher and halal food laws. Compr Rev Food Sci Food Saf. 2003;2(3):111-127',
  'https://doi.org/10.1111/j.1541-4337.2003.tb00018.x',
);
const ketoStatPearls = src('StatPearls (NCBI Bookshelf): Ketogenic Diet', 'https://www.ncbi.nlm.nih.gov/books/NBK499830/');
const msdDietTherapy = src(
  'MSD Manual Professional Version: Diet therapy (paleo diet)',
  'https://www.msdmanuals.com/uk/professional/special-subjects/integrative-complementary-and-alternative-medicine/diet-therapy',
);
const lactoseTopic = medlinePlus('lactoseintolerance', 'Lactose Intolerance');
const diabetesDiet = medlinePlus('diabeticdiet', 'Diabetic Diet');

export const diets: Diet[] = [
  {
    id: 'vegan',
    name: 'Vegan',
    excludes: ['meat', 'fish-seafood', 'dairy', 'eggs', 'honey', 'animal-derived-additives', 'animal-products-other'],
    excludesAllergens: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
    sources: [vegetarianTopic],
  },
  {
    id: 'vegetarian',
    name: 'Vegetarian',
    excludes: ['meat', 'fish-seafood', 'animal-derived-additives'],
    excludesAllergens: ['fish', 'crustaceans', 'molluscs'],
    sources: [vegetarianTopic],
  },
  {
    id: 'pescatarian',
    name: 'Pescatarian',
    excludes: ['meat'],
    sources: [vegetarianTopic],
  },
  {
    id: 'gluten-free',
    name: 'Gluten-free',
    excludes: ['gluten-grains'],
    excludesAllergens: ['cereals-gluten'],
    sources: [celiacTopic, niddkCeliac, S.euFoodInformation],
  },
  {
    id: 'dairy-free',
    name: 'Dairy-free',
    excludes: ['dairy'],
    excludesAllergens: ['milk'],
    sources: [S.fdaAllergens],
  },
  {
    id: 'lactose-free',
    name: 'Lactose-free',
    excludes: ['lactose'],
    sources: [lactoseTopic],
  },
  {
    id: 'halal',
    name: 'Halal',
    excludes: ['pork', 'alcohol-ingredients'],
    sources: [kosherHalal],
  },
  {
    id: 'kosher',
    name: 'Kosher',
    excludes: ['pork', 'shellfish'],
    sources: [kosherHalal],
  },
  {
    id: 'keto',
    name: 'Ketogenic',
    excludes: ['added-sugar', 'grains', 'starches'],
    sources: [ketoStatPearls],
  },
  {
    id: 'paleo',
    name: 'Paleolithic',
    excludes: ['grains', 'legumes', 'dairy', 'refined-sugar'],
    sources: [msdDietTherapy],
  },
  {
    id: 'low-sugar',
    name: 'Low-sugar',
    excludes: ['added-sugar'],
    sources: [diabetesDiet],
  },
  {
    id: 'diabetic',
    name: 'Diabetic-friendly',
    excludes: ['added-sugar'],
    sources: [diabetesDiet],
  },
];
