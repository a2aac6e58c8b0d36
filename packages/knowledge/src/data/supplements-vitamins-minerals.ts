/**
 * Vitamin and mineral supplements. Identity and class memberships follow the NIH Office of
 * Dietary Supplements (ODS) health-professional fact sheets.
 */
import { S, mesh, ods } from '../sources';
import type { Substance } from '../types';
import { supplement } from './builders';

export const vitaminMineralSupplements: Substance[] = [
  // ------------------------------------------------------------------ vitamins
  supplement('vitamin-k', 'Vitamin K', ['vitamin', 'vitamin-k-rich'], {
    synonyms: ['vitamin k1', 'vitamin k2', 'phylloquinone', 'phytonadione', 'menaquinone', 'mk-7', 'mk7', 'vit k', 'vitamin k supplement'],
    sources: [S.odsVitaminK],
  }),
  // High-dose vitamin E may slow platelet clumping and add to anticoagulant effects (ODS).
  supplement('vitamin-e', 'Vitamin E', ['vitamin', 'bleeding-risk'], {
    synonyms: ['alpha-tocopherol', 'alpha tocopherol', 'tocopherol', 'd-alpha tocopherol', 'tocopheryl acetate', 'vit e', 'vitamin e capsules'],
    sources: [ods('VitaminE', 'Vitamin E')],
  }),
  supplement('vitamin-d', 'Vitamin D', ['vitamin'], {
    synonyms: ['vitamin d3', 'vitamin d2', 'cholecalciferol', 'ergocalciferol', 'vit d', 'vit d3', 'vitamin d supplement'],
    sources: [ods('VitaminD', 'Vitamin D')],
  }),
  supplement('vitamin-c', 'Vitamin C', ['vitamin'], {
    brands: ['Emergen-C', 'Ester-C'],
    synonyms: ['ascorbic acid', 'ascorbate', 'sodium ascorbate', 'vit c', 'vitamin c supplement'],
    sources: [ods('VitaminC', 'Vitamin C')],
  }),
  supplement('vitamin-a', 'Vitamin A', ['vitamin'], {
    synonyms: ['retinol', 'retinyl palmitate', 'retinyl acetate', 'vit a', 'vitamin a supplement'],
    sources: [ods('VitaminA', 'Vitamin A and Carotenoids')],
  }),
  supplement('beta-carotene', 'Beta-carotene', ['vitamin'], {
    synonyms: ['beta carotene', 'provitamin a', 'b-carotene'],
    sources: [ods('VitaminA', 'Vitamin A and Carotenoids')],
  }),
  supplement('thiamine', 'Thiamine (vitamin B1)', ['vitamin'], {
    synonyms: ['thiamin', 'vitamin b1', 'vit b1', 'benfotiamine'],
    sources: [ods('Thiamin', 'Thiamin')],
  }),
  supplement('riboflavin', 'Riboflavin (vitamin B2)', ['vitamin'], {
    synonyms: ['vitamin b2', 'vit b2'],
    sources: [ods('Riboflavin', 'Riboflavin')],
  }),
  supplement('vitamin-b6', 'Vitamin B6', ['vitamin'], {
    synonyms: ['pyridoxine', 'pyridoxal phosphate', 'pyridoxal 5 phosphate', 'p5p', 'vit b6', 'b6'],
    sources: [ods('VitaminB6', 'Vitamin B6')],
  }),
  supplement('vitamin-b12', 'Vitamin B12', ['vitamin'], {
    synonyms: ['cobalamin', 'cyanocobalamin', 'methylcobalamin', 'hydroxocobalamin', 'vit b12', 'b12', 'vitamin b 12'],
    sources: [ods('VitaminB12', 'Vitamin B12')],
  }),
  supplement('folic-acid', 'Folic acid (folate)', ['vitamin'], {
    synonyms: ['folate', 'folacin', 'vitamin b9', 'methylfolate', 'l-methylfolate', '5-mthf'],
    sources: [ods('Folate', 'Folate')],
  }),
  supplement('biotin', 'Biotin', ['vitamin'], {
    synonyms: ['vitamin b7', 'vitamin h', 'hair skin and nails vitamins', 'biotin gummies'],
    sources: [ods('Biotin', 'Biotin')],
  }),
  supplement('vitamin-b-complex', 'Vitamin B complex', ['vitamin'], {
    synonyms: ['b complex', 'b-complex', 'b vitamins', 'b-50', 'b 50 complex', 'super b complex', 'vitamin b complex with c'],
    sources: [mesh('Vitamin B Complex'), ods('MVMS', 'Multivitamin/mineral Supplements')],
  }),
  // Most multivitamins "with minerals" contain calcium, iron, magnesium and zinc.
  supplement('multivitamin', 'Multivitamin (with minerals)', ['vitamin', 'mineral', 'polyvalent-cation'], {
    brands: ['Centrum', 'One A Day', 'Centrum Silver'],
    synonyms: ['multivitamins', 'multi vitamin', 'multi-vitamin', 'multivitamin with minerals', 'multivitamin/mineral', 'daily multivitamin', 'prenatal vitamin', 'prenatal vitamins', 'mvi'],
    sources: [ods('MVMS', 'Multivitamin/mineral Supplements')],
  }),
  // ------------------------------------------------------------------ minerals
  supplement('calcium', 'Calcium', ['mineral', 'polyvalent-cation'], {
    brands: ['Caltrate', 'Citracal', 'Os-Cal'],
    synonyms: ['calcium supplement', 'calcium supplements', 'calcium citrate', 'calcium carbonate', 'calcium pills', 'calcium with vitamin d', 'calcium + d'],
    sources: [ods('Calcium', 'Calcium')],
  }),
  supplement('iron', 'Iron', ['mineral', 'polyvalent-cation'], {
    brands: ['Feosol', 'Slow Fe', 'Ferro-Sequels'],
    synonyms: ['iron supplement', 'iron supplements', 'iron pills', 'ferrous sulfate', 'ferrous sulphate', 'ferrous gluconate', 'ferrous fumarate', 'iron bisglycinate', 'carbonyl iron', 'polysaccharide iron'],
    sources: [ods('Iron', 'Iron')],
  }),
  supplement('magnesium', 'Magnesium', ['mineral', 'polyvalent-cation'], {
    synonyms: ['magnesium supplement', 'magnesium glycinate', 'magnesium bisglycinate', 'magnesium oxide', 'magnesium chloride', 'magnesium malate', 'magnesium threonate', 'magnesium taurate', 'magnesium pills'],
    sources: [ods('Magnesium', 'Magnesium')],
  }),
  supplement('zinc', 'Zinc', ['mineral', 'polyvalent-cation'], {
    brands: ['Cold-EEZE'],
    synonyms: ['zinc supplement', 'zinc gluconate', 'zinc sulfate', 'zinc picolinate', 'zinc citrate', 'zinc acetate', 'zinc lozenges'],
    sources: [ods('Zinc', 'Zinc')],
  }),
  supplement('potassium', 'Potassium (supplement)', ['mineral', 'potassium-raising'], {
    synonyms: ['potassium supplement', 'potassium supplements', 'potassium gluconate', 'potassium pills', 'potassium tablets'],
    sources: [ods('Potassium', 'Potassium')],
  }),
  supplement('selenium', 'Selenium', ['mineral'], {
    synonyms: ['selenium supplement', 'selenomethionine', 'selenium yeast'],
    sources: [ods('Selenium', 'Selenium')],
  }),
  supplement('chromium', 'Chromium', ['mineral'], {
    synonyms: ['chromium picolinate', 'chromium supplement', 'chromium polynicotinate'],
    sources: [ods('Chromium', 'Chromium')],
  }),
  supplement('iodine', 'Iodine', ['mineral'], {
    synonyms: ['iodine supplement', 'iodine drops', 'kelp tablets', 'kelp supplement'],
    sources: [ods('Iodine', 'Iodine')],
  }),
  supplement('copper', 'Copper', ['mineral'], {
    synonyms: ['copper supplement', 'copper gluconate', 'copper bisglycinate'],
    sources: [ods('Copper', 'Copper')],
  }),
  supplement('manganese', 'Manganese', ['mineral'], {
    synonyms: ['manganese supplement', 'manganese gluconate'],
    sources: [ods('Manganese', 'Manganese')],
  }),
  supplement('boron', 'Boron', ['mineral'], {
    synonyms: ['boron supplement', 'boron citrate', 'boron glycinate'],
    sources: [ods('Boron', 'Boron')],
  }),
];
