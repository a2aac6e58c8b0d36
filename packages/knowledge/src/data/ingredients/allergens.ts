/**
 * Allergen groups: the US major food allergens (FALCPA 2004 plus sesame from the FASTER Act
 * 2021) and the 14 allergens of the EU Food Information Regulation (Annex II of 1169/2011).
 * Groups on both lists are one entry with both regions. Aliases are lowercase ingredient words
 * matched as whole words (a plural 's' or 'es' is allowed automatically).
 *
 * Order matters: a person's allergy ('nuts', 'shellfish', 'gluten') maps to the FIRST group
 * whose terms contain it, so tree nuts come before peanuts, crustaceans before molluscs and
 * wheat (US) before cereals containing gluten (EU). No group may contain a multi-word alias
 * with 'gluten' except cereals-gluten, or 'nuts' before tree-nuts.
 *
 * Multi-word aliases are kept only where no single word covers them ('brazil nut', 'tree nut',
 * 'plain flour'): a person's allergy such as 'oil', 'seed' or 'sauce' would otherwise map to the
 * group through an alias like 'sesame oil'. Single words already match longer label phrases
 * ('milk' matches 'skimmed milk powder', 'soy' matches 'soy lecithin').
 */
import { S } from '../../sources';
import type { AllergenGroup } from '../../types';

const both = [S.fdaAllergens, S.euFoodInformation];

/** 'e220' → ['e220', 'e 220'] so that 'E220', 'E 220' and 'E-220' all match. */
function eCodes(...codes: string[]): string[] {
  return codes.flatMap((c) => [c, c.replace(/^e/, 'e ')]);
}

export const allergenGroups: AllergenGroup[] = [
  {
    id: 'milk',
    name: 'Milk',
    regions: ['US', 'EU'],
    aliases: [
      'milk', 'dairy', 'casein', 'caseinate', 'caseinates', 'whey', 'lactose', 'lactalbumin', 'lactoglobulin', 'lactoferrin',
      'butter', 'buttermilk', 'butterfat', 'milkfat', 'cream', 'creme fraiche', 'cheese', 'curd', 'ghee', 'yogurt', 'yoghurt', 'kefir', 'quark', 'paneer', 'ricotta', 'mozzarella', 'parmesan',
      'cheddar', 'half and half',
    ],
    sources: both,
  },
  {
    id: 'eggs',
    name: 'Eggs',
    regions: ['US', 'EU'],
    aliases: [
      'egg', 'albumin', 'albumen', 'ovalbumin', 'ovomucoid', 'ovomucin', 'ovovitellin', 'vitellin',
      'livetin', 'lysozyme', 'mayonnaise', 'mayo', 'meringue', 'eggnog',
    ],
    sources: both,
  },
  {
    id: 'fish',
    name: 'Fish',
    regions: ['US', 'EU'],
    aliases: [
      'fish', 'anchovy', 'anchovies', 'cod', 'salmon', 'tuna', 'haddock', 'pollock', 'pollack', 'hake', 'sardine', 'pilchard',
      'mackerel', 'herring', 'trout', 'tilapia', 'halibut', 'catfish', 'swordfish', 'plaice', 'whitefish', 'snapper',
      'bonito', 'surimi', 'caviar', 'roe',
    ],
    sources: both,
  },
  {
    id: 'crustaceans',
    name: 'Crustacean shellfish',
    regions: ['US', 'EU'],
    aliases: [
      'shellfish', 'crustacean', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'crawfish', 'langoustine', 'scampi', 'krill',
    ],
    sources: both,
  },
  {
    id: 'tree-nuts',
    name: 'Tree nuts',
    regions: ['US', 'EU'],
    aliases: [
      'nuts', 'tree nut', 'tree nuts', 'almond', 'hazelnut', 'filbert', 'walnut', 'cashew', 'pecan', 'pistachio', 'brazil nut',
      'macadamia', 'queensland nut', 'pine nut', 'hickory nut', 'praline', 'marzipan', 'frangipane', 'gianduja',
    ],
    sources: both,
  },
  {
    id: 'peanuts',
    name: 'Peanuts',
    regions: ['US', 'EU'],
    aliases: ['peanut', 'groundnut', 'arachis', 'monkey nuts'],
    sources: both,
  },
  {
    id: 'wheat',
    name: 'Wheat',
    regions: ['US'],
    aliases: [
      'wheat', 'semolina', 'durum', 'spelt', 'farina', 'couscous', 'bulgur', 'bulghur', 'seitan', 'einkorn', 'emmer', 'farro',
      'kamut', 'khorasan', 'freekeh', 'graham flour', 'matzo', 'matzah', 'panko', 'enriched flour', 'bleached flour',
      'unbleached flour', 'all purpose flour', 'plain flour', 'self raising flour', 'self rising flour', 'bread flour',
      'cake flour', 'pastry flour', 'white flour', 'wholemeal flour', 'bromated flour', 'phosphated flour',
    ],
    sources: [S.fdaAllergens],
  },
  {
    id: 'soybeans',
    name: 'Soybeans (soy)',
    regions: ['US', 'EU'],
    aliases: [
      'soy', 'soya', 'soybean', 'soyabean', 'tofu', 'edamame', 'miso', 'tempeh', 'natto',
      'shoyu', 'tamari', 'yuba', 'okara',
    ],
    sources: both,
  },
  {
    id: 'sesame',
    name: 'Sesame',
    regions: ['US', 'EU'],
    aliases: ['sesame', 'tahini', 'tahina', 'gingelly', 'benne', 'halva', 'halvah', 'gomasio'],
    sources: both,
  },
  {
    id: 'cereals-gluten',
    name: 'Cereals containing gluten',
    regions: ['EU'],
    aliases: [
      'gluten', 'wheat', 'rye', 'barley', 'oat', 'oats', 'spelt', 'kamut', 'khorasan', 'triticale', 'semolina', 'durum', 'farina',
      'couscous', 'bulgur', 'bulghur', 'seitan', 'einkorn', 'emmer', 'farro', 'freekeh', 'malt', 'malted milk',
      'graham flour', 'matzo', 'matzah', 'panko', 'enriched flour', 'plain flour', 'self raising flour', 'self rising flour',
      'white flour', 'bromated flour',
    ],
    sources: [S.euFoodInformation],
  },
  {
    id: 'celery',
    name: 'Celery',
    regions: ['EU'],
    aliases: ['celery', 'celeriac'],
    sources: [S.euFoodInformation],
  },
  {
    id: 'mustard',
    name: 'Mustard',
    regions: ['EU'],
    aliases: ['mustard'],
    sources: [S.euFoodInformation],
  },
  {
    id: 'sulphites',
    name: 'Sulphur dioxide and sulphites',
    regions: ['EU'],
    aliases: [
      'sulphite', 'sulfite', 'sulphites', 'sulfites', 'sulphur dioxide', 'sulfur dioxide', 'metabisulphite', 'metabisulfite',
      'bisulphite', 'bisulfite', ...eCodes('e220', 'e221', 'e222', 'e223', 'e224', 'e226', 'e227', 'e228'),
    ],
    sources: [S.euFoodInformation],
  },
  {
    id: 'lupin',
    name: 'Lupin',
    regions: ['EU'],
    aliases: ['lupin', 'lupine', 'lupini'],
    sources: [S.euFoodInformation],
  },
  {
    id: 'molluscs',
    name: 'Molluscs',
    regions: ['EU'],
    aliases: [
      'mollusc', 'mollusk', 'mussel', 'oyster', 'squid', 'calamari', 'clam', 'scallop', 'octopus', 'snail', 'escargot',
      'cuttlefish', 'abalone', 'cockle', 'whelk', 'winkle', 'periwinkle', 'conch', ],
    sources: [S.euFoodInformation],
  },
];
