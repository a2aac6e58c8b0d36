/**
 * Foods and drinks that matter for medicines: CYP3A4-blocking citrus, alcohol, tyramine-rich
 * foods (MAO inhibitors), vitamin K-rich foods (warfarin), calcium-rich foods (drugs that minerals
 * bind), caffeine sources, potassium sources and foods that change how drugs are absorbed.
 */
import type { Source } from '../source';
import { S, dailyMed, medlinePlus, mesh, nccih, ods, src } from '../sources';
import type { Substance } from '../types';
import { food } from './builders';

const alcoholTopic = medlinePlus('alcohol', 'Alcohol');
const niaaaMedicines = src(
  'NIAAA: Harmful Interactions — Mixing Alcohol With Medicines',
  'https://www.niaaa.nih.gov/publications/brochures-and-fact-sheets/harmful-interactions-mixing-alcohol-with-medicines',
);
/** MAO inhibitor labels carry the lists of tyramine-rich foods to avoid. */
const maoiFoodLists: Source[] = [mesh('Tyramine'), dailyMed('phenelzine'), dailyMed('tranylcypromine')];
const caffeineTopic = medlinePlus('caffeine', 'Caffeine');
const calciumFacts = ods('Calcium', 'Calcium');
const levothyroxineLabel = dailyMed('levothyroxine');
/** The fexofenadine label notes that grapefruit, orange and apple juice lower its absorption. */
const fexofenadineLabel = dailyMed('fexofenadine');
const potassiumFacts = ods('Potassium', 'Potassium');
const fiberTopic = medlinePlus('dietaryfiber', 'Dietary Fiber');

export const foods: Substance[] = [
  // ------------------------------------------------------------------ CYP3A4-blocking citrus
  food('grapefruit', 'Grapefruit and grapefruit juice', ['cyp3a4-inhibiting-food'], {
    synonyms: ['grapefruit juice', 'grapefruits', 'grape fruit', 'pink grapefruit', 'ruby red grapefruit', 'white grapefruit', 'grapefruit juice drink'],
    sources: [S.fdaGrapefruit],
  }),
  food('seville-orange', 'Seville orange (and marmalade)', ['cyp3a4-inhibiting-food'], {
    synonyms: ['seville oranges', 'sour orange', 'sour oranges', 'orange marmalade', 'marmalade', 'seville orange juice'],
    sources: [S.fdaGrapefruit],
  }),
  food('pomelo', 'Pomelo', ['cyp3a4-inhibiting-food'], {
    synonyms: ['pomelos', 'pummelo', 'pomello', 'shaddock', 'pomelo juice'],
    sources: [S.fdaGrapefruit],
  }),
  food('tangelo', 'Tangelo', ['cyp3a4-inhibiting-food'], {
    synonyms: ['tangelos', 'minneola', 'minneola tangelo'],
    sources: [S.fdaGrapefruit],
  }),
  // ------------------------------------------------------------------ alcohol
  // Beer, red wine and draft beer are their own entries; rules about drinking in general should
  // name 'class:alcohol' so they cover all four.
  food('alcohol', 'Alcohol', ['alcohol'], {
    brands: [],
    synonyms: [
      'wine', 'white wine', 'spirits', 'liquor', 'hard liquor', 'ethanol', 'ethyl alcohol', 'booze', 'alcoholic drinks', 'alcoholic beverages',
      'drinking alcohol', 'vodka', 'whiskey', 'whisky', 'gin', 'rum', 'tequila', 'brandy', 'cocktails', 'sake', 'hard seltzer', 'hard cider', 'prosecco', 'champagne',
    ],
    sources: [alcoholTopic, niaaaMedicines],
  }),
  food('beer', 'Beer', ['alcohol'], {
    synonyms: ['beers', 'lager', 'ale', 'bottled beer', 'canned beer', 'ipa', 'stout'],
    sources: [alcoholTopic, niaaaMedicines],
  }),
  food('red-wine', 'Red wine', ['alcohol', 'tyramine-rich'], {
    synonyms: ['red wines', 'chianti'],
    sources: [alcoholTopic, ...maoiFoodLists],
  }),
  food('draft-beer', 'Draft (tap) beer', ['alcohol', 'tyramine-rich'], {
    synonyms: ['draught beer', 'tap beer', 'beer on tap', 'unpasteurized beer', 'home-brewed beer', 'homebrew beer'],
    sources: [alcoholTopic, ...maoiFoodLists],
  }),
  // ------------------------------------------------------------------ tyramine-rich foods
  food('aged-cheese', 'Aged cheese', ['tyramine-rich', 'dairy'], {
    synonyms: [
      'aged cheeses', 'mature cheese', 'cheddar', 'aged cheddar', 'parmesan', 'parmigiano', 'blue cheese', 'gorgonzola', 'stilton', 'roquefort',
      'camembert', 'brie', 'emmental', 'gruyere', 'aged gouda', 'provolone', 'swiss cheese',
    ],
    sources: maoiFoodLists,
  }),
  food('cured-meats', 'Cured, fermented and air-dried meats', ['tyramine-rich'], {
    synonyms: [
      'cured meat', 'salami', 'pepperoni', 'summer sausage', 'dry sausage', 'air-dried sausage', 'fermented sausage', 'mortadella', 'prosciutto',
      'chorizo', 'aged meats', 'dried meats', 'jerky',
    ],
    sources: maoiFoodLists,
  }),
  food('soy-sauce', 'Soy sauce', ['tyramine-rich'], {
    synonyms: ['soya sauce', 'shoyu', 'tamari', 'soybean condiments'],
    sources: maoiFoodLists,
  }),
  food('sauerkraut', 'Sauerkraut', ['tyramine-rich'], {
    synonyms: ['saurkraut', 'sour kraut', 'fermented cabbage'],
    sources: maoiFoodLists,
  }),
  // Broad bean pods contain levodopa (a dopamine precursor) that can raise blood pressure with MAO inhibitors.
  food('fava-beans', 'Fava (broad) beans', ['tyramine-rich'], {
    synonyms: ['fava bean', 'broad beans', 'broad bean pods', 'fava bean pods', 'faba beans', 'fava'],
    sources: maoiFoodLists,
  }),
  food('yeast-extract', 'Yeast extract spreads', ['tyramine-rich'], {
    brands: ['Marmite', 'Vegemite', 'Bovril', 'Promite'],
    synonyms: ['yeast extract', 'concentrated yeast extract', 'yeast spread'],
    sources: maoiFoodLists,
  }),
  food('kimchi', 'Kimchi', ['tyramine-rich'], {
    synonyms: ['kim chi', 'kimchee'],
    sources: maoiFoodLists,
  }),
  food('miso', 'Miso', ['tyramine-rich'], {
    synonyms: ['miso soup', 'miso paste', 'fermented soybean paste'],
    sources: maoiFoodLists,
  }),
  food('pickled-herring', 'Pickled herring', ['tyramine-rich'], {
    synonyms: ['pickled fish', 'rollmops', 'soused herring'],
    sources: maoiFoodLists,
  }),
  // ------------------------------------------------------------------ vitamin K-rich foods
  food('leafy-greens', 'Leafy green vegetables', ['vitamin-k-rich'], {
    synonyms: [
      'leafy greens', 'green leafy vegetables', 'dark leafy greens', 'greens', 'kale', 'spinach', 'collard greens', 'collards', 'swiss chard', 'chard',
      'turnip greens', 'mustard greens', 'beet greens', 'dandelion greens', 'parsley', 'romaine lettuce', 'green leaf lettuce', 'endive', 'escarole',
    ],
    sources: [S.odsVitaminK],
  }),
  food('broccoli', 'Broccoli', ['vitamin-k-rich'], {
    synonyms: ['brocoli', 'broccoli florets'],
    sources: [S.odsVitaminK],
  }),
  food('brussels-sprouts', 'Brussels sprouts', ['vitamin-k-rich'], {
    synonyms: ['brussel sprouts', 'brussels sprout', 'brussel sprout'],
    sources: [S.odsVitaminK],
  }),
  food('cabbage', 'Cabbage', ['vitamin-k-rich'], {
    synonyms: ['green cabbage', 'red cabbage', 'savoy cabbage', 'coleslaw'],
    sources: [S.odsVitaminK],
  }),
  food('natto', 'Natto', ['vitamin-k-rich'], {
    synonyms: ['natto beans', 'fermented soybeans'],
    sources: [S.odsVitaminK],
  }),
  // ------------------------------------------------------------------ caffeine sources
  food('coffee', 'Coffee', ['caffeine-source'], {
    synonyms: ['espresso', 'latte', 'cappuccino', 'americano', 'cold brew', 'iced coffee', 'instant coffee', 'caffeinated coffee'],
    sources: [caffeineTopic],
  }),
  food('tea', 'Tea (black and oolong)', ['caffeine-source'], {
    synonyms: ['black tea', 'oolong tea', 'iced tea', 'chai', 'chai tea', 'earl grey', 'english breakfast tea', 'white tea'],
    sources: [caffeineTopic],
  }),
  // Brewed green tea has caffeine but little vitamin K.
  food('green-tea', 'Green tea', ['caffeine-source'], {
    synonyms: ['matcha', 'sencha', 'green tea drink', 'jasmine green tea'],
    sources: [nccih('green-tea', 'Green Tea'), caffeineTopic],
  }),
  food('energy-drinks', 'Energy drinks', ['caffeine-source'], {
    brands: ['Red Bull', 'Monster Energy', 'Rockstar', '5-hour Energy', 'Celsius', 'Bang Energy'],
    synonyms: ['energy drink', 'energy shot', 'energy shots'],
    sources: [caffeineTopic],
  }),
  food('cola', 'Cola and other caffeinated soft drinks', ['caffeine-source'], {
    brands: ['Coca-Cola', 'Pepsi', 'Diet Coke', 'Dr Pepper', 'Mountain Dew'],
    synonyms: ['coke', 'colas', 'caffeinated soda', 'caffeinated soft drinks', 'diet cola'],
    sources: [caffeineTopic],
  }),
  // Small amounts of caffeine (more in dark chocolate).
  food('chocolate', 'Chocolate and cocoa', ['caffeine-source'], {
    synonyms: ['dark chocolate', 'milk chocolate', 'cocoa', 'hot chocolate', 'cacao', 'chocolate bar'],
    sources: [caffeineTopic],
  }),
  food('yerba-mate', 'Yerba mate', ['caffeine-source'], {
    synonyms: ['mate', 'maté', 'yerba maté', 'ilex paraguariensis', 'mate tea'],
    sources: [mesh('Ilex paraguariensis'), caffeineTopic],
  }),
  // ------------------------------------------------------------------ dairy and calcium-rich foods
  food('dairy-products', 'Dairy products', ['dairy'], {
    synonyms: ['dairy', 'dairy foods', 'milk products'],
    sources: [calciumFacts, dailyMed('ciprofloxacin')],
  }),
  food('milk', 'Milk', ['dairy'], {
    synonyms: ['cows milk', 'whole milk', 'skim milk', 'semi-skimmed milk', 'low-fat milk', 'dairy milk', 'chocolate milk', 'lactose-free milk', 'goat milk', 'milkshake'],
    sources: [calciumFacts, dailyMed('ciprofloxacin')],
  }),
  food('yogurt', 'Yogurt', ['dairy'], {
    synonyms: ['yoghurt', 'yogourt', 'greek yogurt', 'skyr', 'frozen yogurt'],
    sources: [calciumFacts, dailyMed('ciprofloxacin')],
  }),
  food('kefir', 'Kefir', ['dairy'], {
    synonyms: ['milk kefir', 'kefir drink'],
    sources: [calciumFacts],
  }),
  // Fresh and processed cheeses are low in tyramine; aged cheeses are a separate entry.
  food('cheese', 'Cheese (fresh and processed)', ['dairy'], {
    synonyms: ['fresh cheese', 'cottage cheese', 'cream cheese', 'ricotta', 'mozzarella', 'processed cheese', 'american cheese', 'string cheese', 'paneer', 'mascarpone'],
    sources: [calciumFacts, ...maoiFoodLists],
  }),
  food('ice-cream', 'Ice cream', ['dairy'], {
    synonyms: ['icecream', 'gelato', 'soft serve'],
    sources: [calciumFacts],
  }),
  food('whey-protein', 'Whey protein', ['dairy'], {
    synonyms: ['whey', 'whey protein powder', 'whey protein shake', 'whey isolate', 'whey protein isolate', 'casein protein'],
    sources: [mesh('Whey Proteins'), calciumFacts],
  }),
  food('calcium-fortified-juice', 'Calcium-fortified juice', ['polyvalent-cation'], {
    synonyms: ['calcium fortified orange juice', 'calcium-fortified orange juice', 'orange juice with calcium', 'juice with added calcium', 'fortified juice'],
    sources: [dailyMed('ciprofloxacin'), calciumFacts],
  }),
  food('calcium-fortified-plant-milk', 'Fortified plant milks (soy, almond, oat, rice)', ['polyvalent-cation'], {
    synonyms: ['soy milk', 'soymilk', 'almond milk', 'oat milk', 'rice milk', 'coconut milk drink', 'plant milk', 'plant-based milk', 'fortified soy milk'],
    sources: [calciumFacts],
  }),
  food('tofu', 'Tofu (calcium-set)', ['polyvalent-cation'], {
    synonyms: ['bean curd', 'calcium-set tofu', 'firm tofu', 'silken tofu'],
    sources: [calciumFacts],
  }),
  // ------------------------------------------------------------------ potassium and sodium
  // Glycyrrhizin in black licorice lowers potassium and can upset heart rhythm.
  food('black-licorice', 'Black licorice (candy)', ['potassium-lowering'], {
    synonyms: ['licorice', 'liquorice', 'black liquorice', 'licorice candy', 'liquorice sweets', 'salty licorice', 'salmiak'],
    sources: [src('FDA: Black Licorice: Trick or Treat?', 'https://www.fda.gov/consumers/consumer-updates/black-licorice-trick-or-treat'), nccih('licorice-root', 'Licorice Root')],
  }),
  food('high-potassium-foods', 'High-potassium foods', [], {
    synonyms: [
      'potassium-rich foods', 'potassium rich foods', 'high potassium diet', 'bananas', 'banana', 'potatoes', 'sweet potatoes', 'tomatoes', 'tomato juice',
      'oranges', 'dried apricots', 'raisins', 'coconut water', 'cantaloupe', 'lentils', 'kidney beans',
    ],
    sources: [potassiumFacts, medlinePlus('potassium', 'Potassium')],
  }),
  food('salt-substitute', 'Salt substitute (potassium chloride)', ['potassium-raising'], {
    brands: ['NoSalt', 'Nu-Salt', 'Morton Salt Substitute', 'Morton Lite Salt', 'LoSalt'],
    synonyms: ['salt substitutes', 'potassium salt', 'lite salt', 'low-sodium salt', 'reduced-sodium salt'],
    sources: [potassiumFacts],
  }),
  // Changes in salt intake change lithium levels.
  food('table-salt', 'Salt (sodium)', [], {
    synonyms: ['salt', 'sodium', 'sea salt', 'salty foods', 'high-salt diet', 'high sodium diet', 'salt intake'],
    sources: [medlinePlus('sodium', 'Sodium'), dailyMed('lithium')],
  }),
  // ------------------------------------------------------------------ other juices
  food('cranberry-juice', 'Cranberry juice', [], {
    synonyms: ['cranberry', 'cranberries', 'cranberry juice cocktail', 'cranberry sauce', 'dried cranberries'],
    sources: [nccih('cranberry', 'Cranberry')],
  }),
  food('pomegranate-juice', 'Pomegranate juice', [], {
    brands: ['POM Wonderful'],
    synonyms: ['pomegranate', 'pomegranates', 'pomegranate seeds'],
    sources: [mesh('Pomegranate'), S.odsVitaminK],
  }),
  food('orange-juice', 'Orange juice', [], {
    synonyms: ['oj', 'fresh orange juice', 'orange juice not from concentrate'],
    sources: [fexofenadineLabel],
  }),
  food('apple-juice', 'Apple juice', [], {
    synonyms: ['sweet apple cider', 'cloudy apple juice'],
    sources: [fexofenadineLabel],
  }),
  // Contains a small amount of quinine.
  food('tonic-water', 'Tonic water', [], {
    brands: ['Schweppes Tonic Water', 'Fever-Tree Tonic Water', 'Canada Dry Tonic Water'],
    synonyms: ['tonic', 'quinine water', 'indian tonic water'],
    sources: [mesh('Quinine')],
  }),
  // ------------------------------------------------------------------ meals and foods that change absorption
  food('high-fat-meal', 'High-fat meal', [], {
    synonyms: ['fatty meal', 'fatty food', 'fatty foods', 'fried food', 'high fat food', 'greasy food', 'high-fat food'],
    sources: [mesh('Dietary Fats'), S.fdaDrugInteractionsConsumer],
  }),
  // Protein competes with levodopa for absorption.
  food('high-protein-meal', 'High-protein meal', [], {
    synonyms: ['high-protein diet', 'high protein diet', 'protein-rich meal', 'high protein food'],
    sources: [mesh('Dietary Proteins'), dailyMed('carbidopa and levodopa')],
  }),
  food('high-fiber-foods', 'High-fiber foods', [], {
    synonyms: ['high-fiber diet', 'high fibre diet', 'fiber-rich foods', 'dietary fiber', 'dietary fibre', 'bran', 'wheat bran', 'whole grains', 'whole-grain bread', 'bran cereal'],
    sources: [fiberTopic, levothyroxineLabel],
  }),
  food('oatmeal', 'Oatmeal and oat bran', [], {
    synonyms: ['oats', 'oat bran', 'porridge', 'rolled oats', 'overnight oats'],
    sources: [fiberTopic],
  }),
  food('walnuts', 'Walnuts', [], {
    synonyms: ['walnut'],
    sources: [levothyroxineLabel],
  }),
  food('soy', 'Soy foods', [], {
    synonyms: ['soybeans', 'soy beans', 'soya', 'edamame', 'soy flour', 'soybean flour', 'soy protein', 'soy isoflavones'],
    sources: [levothyroxineLabel, mesh('Soy Foods')],
  }),
  food('almonds', 'Almonds', [], {
    synonyms: ['almond', 'almond butter'],
    sources: [ods('Magnesium', 'Magnesium')],
  }),
  food('avocado', 'Avocado', [], {
    synonyms: ['avocados', 'guacamole'],
    sources: [mesh('Persea')],
  }),
  food('liver', 'Liver (as food)', [], {
    synonyms: ['beef liver', 'chicken liver', 'calf liver', 'liver pate', 'pâté', 'liverwurst'],
    sources: [ods('VitaminA', 'Vitamin A and Carotenoids')],
  }),
  food('seaweed', 'Seaweed', [], {
    synonyms: ['kelp', 'nori', 'wakame', 'kombu', 'dulse', 'seaweed snacks', 'sea vegetables'],
    sources: [ods('Iodine', 'Iodine')],
  }),
];
