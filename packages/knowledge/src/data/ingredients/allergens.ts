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
      'butter', 'buttermilk', 'butterfat', 'butter oil', 'milkfat', 'milk fat', 'cream', 'sour cream', 'creme fraiche',
      'cheese', 'curd', 'ghee', 'yogurt', 'yoghurt', 'kefir', 'quark', 'paneer', 'ricotta', 'mozzarella', 'parmesan',
      'cheddar', 'skimmed milk', 'milk powder', 'milk solids', 'half and half',
    ],
    sources: both,
  },
  {
    id: 'eggs',
    name: 'Eggs',
    regions: ['US', 'EU'],
    aliases: [
      'egg', 'egg yolk', 'egg white', 'albumin', 'albumen', 'ovalbumin', 'ovomucoid', 'ovomucin', 'ovovitellin', 'vitellin',
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
      'bonito', 'surimi', 'fish sauce', 'fish oil', 'fish gelatin', 'caviar', 'roe',
    ],
    sources: both,
  },
  {
    id: 'crustaceans',
    name: 'Crustacean shellfish',
    regions: ['US', 'EU'],
    aliases: [
      'shellfish', 'crustacean', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'crawfish', 'langoustine', 'scampi', 'krill',
      'shrimp paste',
    ],
    sources: both,
  },
  {
    id: 'tree-nuts',
    name: 'Tree nuts',
    regions: ['US', 'EU'],
    aliases: [
      'nuts', 'tree nut', 'tree nuts', 'almond', 'hazelnut', 'filbert', 'walnut', 'cashew', 'pecan', 'pistachio', 'brazil nut',
      'macadamia', 'queensland nut', 'pine nut', 'hickory nut', 'praline', 'marzipan', 'frangipane', 'gianduja', 'mixed nuts',
    ],
    sources: both,
  },
  {
    id: 'peanuts',
    name: 'Peanuts',
    regions: ['US', 'EU'],
    aliases: ['peanut', 'groundnut', 'arachis', 'arachis oil', 'monkey nuts'],
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
      'soy', 'soya', 'soybean', 'soyabean', 'soy lecithin', 'soya lecithin', 'tofu', 'edamame', 'miso', 'tempeh', 'natto',
      'shoyu', 'tamari', 'yuba', 'okara',
    ],
    sources: both,
  },
  {
    id: 'sesame',
    name: 'Sesame',
    regions: ['US', 'EU'],
    aliases: ['sesame', 'sesame seed', 'sesame oil', 'tahini', 'tahina', 'gingelly', 'benne', 'halva', 'halvah', 'gomasio'],
    sources: both,
  },
  {
    id: 'cereals-gluten',
    name: 'Cereals containing gluten',
    regions: ['EU'],
    aliases: [
      'gluten', 'wheat', 'rye', 'barley', 'oat', 'oats', 'spelt', 'kamut', 'khorasan', 'triticale', 'semolina', 'durum', 'farina',
      'couscous', 'bulgur', 'bulghur', 'seitan', 'einkorn', 'emmer', 'farro', 'freekeh', 'malt', 'malted barley', 'malted milk',
      'graham flour', 'matzo', 'matzah', 'panko', 'enriched flour', 'plain flour', 'self raising flour', 'self rising flour',
      'white flour', 'bromated flour',
    ],
    sources: [S.euFoodInformation],
  },
  {
    id: 'celery',
    name: 'Celery',
    regions: ['EU'],
    aliases: ['celery', 'celeriac', 'celery seed', 'celery salt'],
    sources: [S.euFoodInformation],
  },
  {
    id: 'mustard',
    name: 'Mustard',
    regions: ['EU'],
    aliases: ['mustard', 'mustard seed', 'mustard flour', 'mustard oil'],
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
    aliases: ['lupin', 'lupine', 'lupini', 'lupin flour'],
    sources: [S.euFoodInformation],
  },
  {
    id: 'molluscs',
    name: 'Molluscs',
    regions: ['EU'],
    aliases: [
      'mollusc', 'mollusk', 'mussel', 'oyster', 'squid', 'calamari', 'clam', 'scallop', 'octopus', 'snail', 'escargot',
      'cuttlefish', 'abalone', 'cockle', 'whelk', 'winkle', 'periwinkle', 'conch', 'oyster sauce',
    ],
    sources: [S.euFoodInformation],
  },
];
