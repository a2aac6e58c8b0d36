/**
 * Ingredients that matter for a health condition. A rule applies when the person's condition text
 * contains the condition id or one of its aliases as whole words, and an ingredient contains one
 * of the ingredient words (whole words, plural 's'/'es' allowed). Words are chosen to be found on
 * labels; nothing here is a diagnosis, and the reasons point people to their care team.
 */
import { S, doi, medlinePlus, nccih, ods, src } from '../../sources';
import type { ConditionIngredientRule } from '../../types';

/** 'e951' → ['e951', 'e 951'] so that 'E951', 'E 951' and 'E-951' all match. */
function eCodes(...codes: string[]): string[] {
  return codes.flatMap((c) => [c, c.replace(/^e/, 'e ')]);
}

const SALT = ['salt', 'salted', 'sea salt', 'rock salt', 'sodium chloride', 'monosodium glutamate', 'msg', 'baking soda', 'sodium bicarbonate', 'soy sauce', 'fish sauce', 'stock cube', 'bouillon'];
const LICORICE = ['licorice', 'liquorice', 'licorice root', 'liquorice root', 'licorice extract', 'liquorice extract', 'glycyrrhizin', 'glycyrrhizic acid', 'glycyrrhiza'];
const ALCOHOL = ['alcohol', 'ethanol', 'ethyl alcohol', 'wine', 'beer', 'lager', 'rum', 'brandy', 'whisky', 'whiskey', 'vodka', 'gin', 'liqueur', 'sherry', 'vermouth', 'hard cider'];
const CAFFEINE = ['caffeine', 'coffee', 'espresso', 'guarana', 'kola nut', 'yerba mate', 'green tea extract', 'energy drink'];
const SUGARS = [
  'sugar', 'sucrose', 'glucose', 'dextrose', 'fructose', 'maltose', 'glucose syrup', 'glucose fructose syrup', 'corn syrup', 'high fructose corn syrup',
  'invert sugar', 'honey', 'agave', 'maple syrup', 'golden syrup', 'molasses', 'treacle', 'rice syrup', 'fruit juice concentrate', 'cane juice',
  'maltodextrin',
];
const SULPHITES = [
  'sulphite', 'sulfite', 'sulphur dioxide', 'sulfur dioxide', 'metabisulphite', 'metabisulfite', 'bisulphite', 'bisulfite',
  ...eCodes('e220', 'e221', 'e222', 'e223', 'e224', 'e226', 'e227', 'e228'),
];
const PHOSPHATES = [
  'phosphoric acid', 'sodium phosphate', 'monosodium phosphate', 'disodium phosphate', 'trisodium phosphate', 'potassium phosphate', 'dipotassium phosphate',
  'calcium phosphate', 'dicalcium phosphate', 'tricalcium phosphate', 'sodium acid pyrophosphate', 'tetrasodium pyrophosphate', 'sodium tripolyphosphate',
  'sodium hexametaphosphate', 'polyphosphate', 'diphosphate', 'triphosphate', ...eCodes('e338', 'e339', 'e340', 'e341', 'e450', 'e451', 'e452'),
];
const GLUTEN = [
  'gluten', 'wheat', 'barley', 'rye', 'malt', 'malted barley', 'malted milk', 'malt vinegar', 'spelt', 'semolina', 'durum', 'farina', 'bulgur', 'couscous',
  'seitan', 'triticale', 'farro', 'einkorn', 'emmer', 'kamut', 'freekeh', 'matzo', 'panko', 'brewers yeast', 'graham flour', 'enriched flour',
  'plain flour', 'white flour', 'self raising flour', 'self rising flour', 'bromated flour', 'phosphated flour',
];
const POLYOLS = ['sorbitol', 'mannitol', 'xylitol', 'maltitol', 'isomalt', 'lactitol', ...eCodes('e420', 'e421', 'e953', 'e965', 'e966', 'e967')];
const SOUTHAMPTON = [
  'tartrazine', 'yellow 5', 'quinoline yellow', 'sunset yellow', 'yellow 6', 'carmoisine', 'azorubine', 'ponceau 4r', 'allura red', 'red 40',
  ...eCodes('e102', 'e104', 'e110', 'e122', 'e124', 'e129'),
];

const fdaSweeteners = src('FDA: Aspartame and Other Sweeteners in Food', 'https://www.fda.gov/food/food-additives-petitions/aspartame-and-other-sweeteners-food');
const fdaSodium = src('FDA: Sodium in Your Diet', 'https://www.fda.gov/food/nutrition-education-resources-materials/sodium-your-diet');
const fdaLicorice = src('FDA: Black Licorice: Trick or Treat?', 'https://www.fda.gov/consumers/consumer-updates/black-licorice-trick-or-treat');
const fdaFish = src('FDA: Advice about Eating Fish', 'https://www.fda.gov/food/consumers/advice-about-eating-fish');
const fdaTransFat = src('FDA: Trans Fat', 'https://www.fda.gov/food/food-additives-petitions/trans-fat');
const southampton = doi(
  '10.1016/S0140-6736(07)61306-3',
  'McCann D, et al. Food additives and hyperactive behaviour in 3-year-old and 8/9-year-old children in the community. Lancet. 2007;370(9598):1560-1567',
);
const caffeineSleep = doi(
  '10.5664/jcsm.3170',
  'Drake C, Roehrs T, Shambroom J, Roth T. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med. 2013;9(11):1195-1200',
);
const hfi = src('MedlinePlus Genetics: Hereditary fructose intolerance', 'https://medlineplus.gov/genetics/condition/hereditary-fructose-intolerance/');

const PREGNANCY = ['pregnancy', 'pregnant'];
const CKD = ['chronic kidney disease', 'ckd', 'kidney disease', 'kidney failure', 'renal disease', 'renal failure', 'dialysis'];

export const conditionIngredientRules: ConditionIngredientRule[] = [
  {
    id: 'phenylketonuria-aspartame',
    condition: 'phenylketonuria',
    conditionAliases: ['pku', 'phenylketonuria'],
    ingredients: ['aspartame', 'aspartame acesulfame salt', 'phenylalanine', 'nutrasweet', ...eCodes('e951', 'e962')],
    severity: 'avoid',
    reason: 'Aspartame is broken down to phenylalanine, which people with PKU cannot clear; US labels say “Phenylketonurics: contains phenylalanine”.',
    sources: [medlinePlus('phenylketonuria', 'Phenylketonuria'), fdaSweeteners],
  },
  {
    id: 'celiac-gluten',
    condition: 'celiac disease',
    conditionAliases: ['celiac', 'coeliac', 'celiac disease', 'coeliac disease'],
    ingredients: GLUTEN,
    severity: 'avoid',
    reason: 'Gluten from wheat, barley and rye damages the small intestine in celiac disease, even in small amounts.',
    sources: [medlinePlus('celiacdisease', 'Celiac Disease'), src('NIDDK: Eating, Diet & Nutrition for Celiac Disease', 'https://www.niddk.nih.gov/health-information/digestive-diseases/celiac-disease/eating-diet-nutrition')],
  },
  {
    id: 'celiac-oats',
    condition: 'celiac disease',
    conditionAliases: ['celiac', 'coeliac', 'celiac disease', 'coeliac disease'],
    ingredients: ['oat', 'oats', 'oatmeal', 'oat flour', 'oat bran'],
    severity: 'caution',
    reason: 'Pure oats are tolerated by most people with celiac disease, but ordinary oats are often mixed with wheat or barley; choose oats labelled gluten-free and check with your care team.',
    sources: [src('NIDDK: Eating, Diet & Nutrition for Celiac Disease', 'https://www.niddk.nih.gov/health-information/digestive-diseases/celiac-disease/eating-diet-nutrition')],
  },
  {
    id: 'hypertension-sodium',
    condition: 'high blood pressure',
    conditionAliases: ['hypertension', 'high blood pressure', 'htn'],
    ingredients: SALT,
    severity: 'caution',
    reason: 'Salt and other sodium sources raise blood pressure in many people; check the sodium per serving on the nutrition label.',
    sources: [medlinePlus('highbloodpressure', 'High Blood Pressure'), fdaSodium],
  },
  {
    id: 'hypertension-licorice',
    condition: 'high blood pressure',
    conditionAliases: ['hypertension', 'high blood pressure', 'htn'],
    ingredients: LICORICE,
    severity: 'caution',
    reason: 'Glycyrrhizin in real licorice can raise blood pressure and lower potassium; licorice-flavoured products made with anise do not contain it.',
    sources: [fdaLicorice, medlinePlus('highbloodpressure', 'High Blood Pressure')],
  },
  {
    id: 'heart-failure-sodium',
    condition: 'heart failure',
    conditionAliases: ['heart failure', 'congestive heart failure', 'chf'],
    ingredients: SALT,
    severity: 'caution',
    reason: 'Sodium makes the body hold on to fluid, which can worsen swelling and breathlessness in heart failure; follow the sodium limit your care team gives you.',
    sources: [medlinePlus('heartfailure', 'Heart Failure'), fdaSodium],
  },
  {
    id: 'heart-failure-licorice',
    condition: 'heart failure',
    conditionAliases: ['heart failure', 'congestive heart failure', 'chf'],
    ingredients: LICORICE,
    severity: 'caution',
    reason: 'Real licorice can cause fluid retention, low potassium and heart rhythm problems, especially in people with heart disease.',
    sources: [fdaLicorice],
  },
  {
    id: 'ckd-phosphate-additives',
    condition: 'chronic kidney disease',
    conditionAliases: CKD,
    ingredients: PHOSPHATES,
    severity: 'caution',
    reason: 'Phosphate additives are absorbed almost completely; when the kidneys cannot clear phosphorus, high levels weaken bones and harm blood vessels. Ask your kidney team how much is right for you.',
    sources: [medlinePlus('chronickidneydisease', 'Chronic Kidney Disease'), S.efsaAdditives],
  },
  {
    id: 'ckd-potassium-additives',
    condition: 'chronic kidney disease',
    conditionAliases: CKD,
    ingredients: ['potassium chloride', 'salt substitute', 'potassium lactate', ...eCodes('e508')],
    severity: 'caution',
    reason: 'Potassium salts (often in “low-sodium” products and salt substitutes) can push potassium too high when the kidneys cannot clear it.',
    sources: [medlinePlus('chronickidneydisease', 'Chronic Kidney Disease'), medlinePlus('potassium', 'Potassium')],
  },
  {
    id: 'ckd-sodium',
    condition: 'chronic kidney disease',
    conditionAliases: CKD,
    ingredients: SALT,
    severity: 'caution',
    reason: 'Too much sodium raises blood pressure and fluid build-up, which strain the kidneys further.',
    sources: [medlinePlus('chronickidneydisease', 'Chronic Kidney Disease'), fdaSodium],
  },
  {
    id: 'diabetes-sugars',
    condition: 'diabetes',
    conditionAliases: ['diabetes', 'diabetic', 'prediabetes', 'pre diabetes'],
    ingredients: SUGARS,
    severity: 'info',
    reason: 'Added sugars raise blood sugar quickly; they can fit into a diabetes meal plan, so check the total carbohydrate per serving.',
    sources: [medlinePlus('diabetes', 'Diabetes'), medlinePlus('diabeticdiet', 'Diabetic Diet')],
  },
  {
    id: 'gout-purines-fructose',
    condition: 'gout',
    conditionAliases: ['gout', 'hyperuricemia', 'high uric acid'],
    ingredients: ['high fructose corn syrup', 'fructose', 'beer', 'yeast extract', 'anchovy', 'anchovies', 'sardine', 'herring', 'liver', 'organ meat'],
    severity: 'caution',
    reason: 'Beer, fructose-sweetened foods and purine-rich foods such as organ meats, anchovies and sardines raise uric acid and can trigger gout attacks.',
    sources: [medlinePlus('gout', 'Gout')],
  },
  {
    id: 'lactose-intolerance-lactose',
    condition: 'lactose intolerance',
    conditionAliases: ['lactose intolerance', 'lactose intolerant'],
    ingredients: ['lactose', 'milk', 'whey', 'cream', 'buttermilk', 'milk solids', 'milk powder', 'ice cream'],
    severity: 'caution',
    reason: 'These contain lactose, which can cause bloating, gas and diarrhea; many people tolerate small amounts, especially with a meal.',
    sources: [medlinePlus('lactoseintolerance', 'Lactose Intolerance')],
  },
  {
    id: 'ibs-fodmaps',
    condition: 'irritable bowel syndrome',
    conditionAliases: ['ibs', 'irritable bowel', 'irritable bowel syndrome'],
    ingredients: [...POLYOLS, 'inulin', 'chicory root', 'chicory root fiber', 'oligofructose', 'fructooligosaccharides', 'fos', 'fructose', 'high fructose corn syrup'],
    severity: 'caution',
    reason: 'Sugar alcohols, inulin and excess fructose are poorly absorbed carbohydrates (FODMAPs) that commonly trigger bloating, pain and diarrhea in IBS.',
    sources: [medlinePlus('irritablebowelsyndrome', 'Irritable Bowel Syndrome')],
  },
  {
    id: 'asthma-sulphites',
    condition: 'asthma',
    conditionAliases: ['asthma', 'sulfite sensitivity', 'sulphite sensitivity', 'sulfite allergy', 'sulphite allergy'],
    ingredients: SULPHITES,
    severity: 'caution',
    reason: 'Sulphites can trigger wheezing or an asthma attack in sensitive people, most often from wine, dried fruit and some processed foods.',
    sources: [medlinePlus('asthma', 'Asthma'), S.euFoodInformation],
  },
  {
    id: 'migraine-triggers',
    condition: 'migraine',
    conditionAliases: ['migraine', 'migraines'],
    ingredients: ['aged cheese', 'blue cheese', 'parmesan', 'salami', 'pepperoni', 'cured meat', 'red wine', 'monosodium glutamate', 'msg', 'aspartame', ...eCodes('e621', 'e951')],
    severity: 'info',
    reason: 'Some people with migraine find aged cheese, cured meats, red wine, MSG or aspartame trigger attacks; the evidence is mixed, so a headache diary helps find your own triggers.',
    sources: [medlinePlus('migraine', 'Migraine')],
  },
  {
    id: 'gerd-triggers',
    condition: 'gerd',
    conditionAliases: ['gerd', 'gord', 'acid reflux', 'reflux', 'heartburn', 'gastroesophageal reflux'],
    ingredients: ['caffeine', 'coffee', 'peppermint', 'peppermint oil', 'chocolate', 'cocoa', 'alcohol', 'wine', 'beer'],
    severity: 'info',
    reason: 'Caffeine, chocolate, peppermint and alcohol can relax the valve at the top of the stomach and make reflux worse for some people.',
    sources: [medlinePlus('gerd', 'GERD')],
  },
  {
    id: 'pregnancy-alcohol',
    condition: 'pregnancy',
    conditionAliases: PREGNANCY,
    ingredients: ALCOHOL,
    severity: 'avoid',
    reason: 'No amount of alcohol is known to be safe in pregnancy; it can cause lifelong harm to the baby (fetal alcohol spectrum disorders).',
    sources: [medlinePlus('fetalalcoholspectrumdisorders', 'Fetal Alcohol Spectrum Disorders')],
  },
  {
    id: 'pregnancy-caffeine',
    condition: 'pregnancy',
    conditionAliases: PREGNANCY,
    ingredients: CAFFEINE,
    severity: 'caution',
    reason: 'Pregnant people are usually advised to limit caffeine (often to about 200 mg a day); count coffee, tea, cola, energy drinks and supplements together.',
    sources: [medlinePlus('caffeine', 'Caffeine')],
  },
  {
    id: 'pregnancy-licorice',
    condition: 'pregnancy',
    conditionAliases: PREGNANCY,
    ingredients: LICORICE,
    severity: 'caution',
    reason: 'Large amounts of real licorice (glycyrrhizin) are best avoided in pregnancy; it has been linked to preterm birth.',
    sources: [nccih('licorice-root', 'Licorice Root')],
  },
  {
    id: 'pregnancy-vitamin-a',
    condition: 'pregnancy',
    conditionAliases: PREGNANCY,
    ingredients: ['retinol', 'retinyl palmitate', 'retinyl acetate', 'vitamin a palmitate', 'vitamin a acetate', 'liver'],
    severity: 'caution',
    reason: 'High amounts of preformed vitamin A (retinol, and liver) can cause birth defects; check the total from supplements and fortified foods with your care team.',
    sources: [ods('VitaminA', 'Vitamin A and Carotenoids')],
  },
  {
    id: 'pregnancy-high-mercury-fish',
    condition: 'pregnancy',
    conditionAliases: [...PREGNANCY, 'breastfeeding', 'breast feeding'],
    ingredients: ['swordfish', 'shark', 'king mackerel', 'tilefish', 'bigeye tuna', 'marlin', 'orange roughy'],
    severity: 'avoid',
    reason: 'These fish are high in mercury, which can harm a baby’s developing brain; many other fish are good choices in pregnancy.',
    sources: [fdaFish],
  },
  {
    id: 'adhd-southampton-colours',
    condition: 'adhd',
    conditionAliases: ['adhd', 'add', 'attention deficit', 'hyperactivity'],
    ingredients: SOUTHAMPTON,
    severity: 'info',
    reason: 'These six colours (with sodium benzoate) were linked to more hyperactive behaviour in children in a UK study; in the EU they carry a warning about activity and attention in children.',
    sources: [southampton, medlinePlus('attentiondeficithyperactivitydisorder', 'Attention Deficit Hyperactivity Disorder')],
  },
  {
    id: 'high-cholesterol-trans-fat',
    condition: 'high cholesterol',
    conditionAliases: ['high cholesterol', 'cholesterol', 'hypercholesterolemia', 'hyperlipidemia', 'dyslipidemia'],
    ingredients: ['partially hydrogenated', 'partially hydrogenated oil', 'hydrogenated oil', 'hydrogenated vegetable oil', 'hydrogenated fat'],
    severity: 'caution',
    reason: 'Partially hydrogenated oils contain trans fat, which raises LDL (“bad”) cholesterol; the US removed them from the food supply, but older or imported products may still list them.',
    sources: [medlinePlus('cholesterol', 'Cholesterol'), fdaTransFat],
  },
  {
    id: 'hereditary-fructose-intolerance',
    condition: 'hereditary fructose intolerance',
    conditionAliases: ['hereditary fructose intolerance', 'hfi'],
    ingredients: ['fructose', 'high fructose corn syrup', 'sucrose', 'sugar', 'sorbitol', 'honey', 'agave', 'invert sugar', 'fruit juice concentrate', ...eCodes('e420')],
    severity: 'avoid',
    reason: 'People with hereditary fructose intolerance cannot break down fructose; sucrose and sorbitol are turned into fructose in the body.',
    sources: [hfi],
  },
  {
    id: 'insomnia-caffeine',
    condition: 'insomnia',
    conditionAliases: ['insomnia', 'trouble sleeping', 'sleep problems'],
    ingredients: CAFFEINE,
    severity: 'info',
    reason: 'Caffeine taken within about 6 hours of bedtime can shorten and disturb sleep.',
    sources: [caffeineSleep, medlinePlus('insomnia', 'Insomnia')],
  },
];
