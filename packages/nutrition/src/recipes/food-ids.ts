/**
 * The SR24 foods the built-in recipes use, by a cook's name (NDB numbers from
 * ../data/usda-sr24-foods.ts). Tests check that every id exists in the food table.
 */
export const F = {
  // dairy and eggs
  butter: '01145', milk: '01079', wholeMilk: '01077', yogurt: '01117', wholeYogurt: '01116', cream: '01053', sourCream: '01056',
  cheddar: '01009', parmesan: '01032', feta: '01019', mozzarella: '01028', cottage: '01015', ricotta: '01037', creamCheese: '01017',
  blueCheese: '01004', swiss: '01040', goatCheese: '01159', monterey: '01025', quesoAnejo: '01165', gouda: '01022', brie: '01006',
  egg: '01123', eggWhite: '01124',
  // spices, herbs, condiments
  basil: '02044', cumin: '02014', turmeric: '02043', curry: '02015', chiliPowder: '02009', cinnamon: '02010', paprika: '02028',
  pepper: '02030', salt: '02047', oregano: '02027', mustard: '02046', gingerGround: '02021', corianderSeed: '02013', cardamom: '02006',
  nutmeg: '02025', vanilla: '02050', balsamic: '02069', ciderVinegar: '02048', redWineVinegar: '02068', capers: '02054',
  // fats
  oliveOil: '04053', canolaOil: '04582', sesameOil: '04058', coconutOil: '04047', peanutOil: '04042', mayonnaise: '04025',
  // poultry, meat
  chickenBreast: '05062', chickenThigh: '05096', roastChicken: '05013', groundTurkey: '05665', turkeyBreastDeli: '07079',
  beef: '23562', sirloin: '23584', porkTenderloin: '10060', lamb: '17224', bacon: '10123', ham: '07029', salami: '07069',
  pepperoni: '07057', chorizo: '07019', italianSausage: '07036',
  // soups, sauces
  chickenStock: '06172', vegBroth: '06615', fishSauce: '06179', hoisin: '06175', teriyaki: '06112', salsa: '06164',
  worcestershire: '06971',
  // cereals and grains
  oats: '08120', granola: '08037', grits: '08090',
  rice: '20044', brownRice: '20036', cookedRice: '20045', cookedBrownRice: '20037', quinoa: '20035', spaghetti: '20120',
  wwSpaghetti: '20124', riceNoodles: '20133', soba: '20114', eggNoodles: '20109', couscous: '20028', bulgur: '20012',
  barley: '20005', millet: '20031', buckwheat: '20009', flour: '20081', wwFlour: '20080', cornmeal: '20020', cornstarch: '20027',
  riceFlour: '20061', glutinousRice: '20054',
  // fruit
  banana: '09040', blueberries: '09050', strawberries: '09316', raspberries: '09302', apple: '09003', grapefruit: '09112',
  grapefruitJuice: '09404', orange: '09200', lemonJuice: '09152', limeJuice: '09160', avocado: '09037', mango: '09176',
  pineapple: '09266', peach: '09236', pear: '09252', dates: '09421', raisins: '09298', driedApricots: '09032', driedFigs: '09094',
  driedCranberries: '09079', kiwi: '09148', grapes: '09132', cherries: '09070', watermelon: '09326', cantaloupe: '09181',
  pomegranate: '09286', orangeJuice: '09206', applesauce: '09019', blackberries: '09042', papaya: '09226', plum: '09279',
  lemon: '09150', pummelo: '09295', marmalade: '19303', olives: '09193', greenOlives: '09195', tangerine: '09218',
  // vegetables
  spinach: '11457', kale: '11233', broccoli: '11090', carrot: '11124', onion: '11282', garlic: '11215', tomato: '11529',
  cannedTomatoes: '11531', tomatoPaste: '11546', tomatoSauce: '11549', redPepper: '11821', greenPepper: '11333',
  jalapeno: '11979', cucumber: '11205', romaine: '11251', iceberg: '11252', cabbage: '11109', redCabbage: '11112',
  cauliflower: '11135', zucchini: '11477', eggplant: '11209', mushrooms: '11260', potato: '11353', redPotato: '11355',
  sweetPotato: '11507', peas: '11312', corn: '11178', greenBeans: '11052', asparagus: '11011', celery: '11143',
  ginger: '11216', cilantro: '11165', parsley: '11297', sauerkraut: '11439', butternut: '11485', beet: '11080',
  arugula: '11959', brusselsSprouts: '11098', bokChoy: '11116', collards: '11161', chard: '11147', scallions: '11291',
  radish: '11429', pumpkin: '11424', edamame: '11211', leek: '11246', shallot: '11677', okra: '11278', fennel: '11957',
  yellowPepper: '11951', frozenSpinach: '11463', sunDriedTomatoes: '11955', shiitake: '11238', portabella: '11265',
  beanSprouts: '11043', watercress: '11591', greenLeaf: '11253', chili: '11819', greenChili: '11670', pickles: '11937',
  seaweed: '11669', nori: '11446', broadBeans: '11088', cornKernelsCanned: '11172', artichoke: '11007', parsnip: '11298',
  // nuts and seeds
  almonds: '12061', walnuts: '12155', cashews: '12087', chia: '12006', flax: '12220', tahini: '12166', pumpkinSeeds: '12014',
  sunflowerSeeds: '12036', sesame: '12023', pecans: '12142', pistachios: '12151', coconutMilk: '12118', coconut: '12108',
  hazelnuts: '12120',
  // fish and shellfish
  salmon: '15236', wildSalmon: '15076', tuna: '15121', cod: '15015', tilapia: '15261', sardines: '15088', mackerel: '15046',
  trout: '15240', haddock: '15033', shrimp: '15149', mussels: '15164', crab: '15141', scallops: '15172', squid: '15175',
  anchovies: '15002', smokedSalmon: '15077', halibut: '15036', pollock: '15065', cannedSalmon: '15260',
  // legumes and soy
  soymilk: '16139', tofu: '16126', silkenTofu: '16127', tempeh: '16114', miso: '16112', soySauce: '16123',
  peanutButter: '16398', peanuts: '16390', lentils: '16069', cookedLentils: '16070', redLentils: '16144', chickpeas: '16358',
  blackBeans: '16015', kidneyBeans: '16335', navyBeans: '16039', pintoBeans: '16345', hummus: '16137', whiteBeans: '16051',
  splitPeas: '16085', chickpeaFlour: '16157', cookedChickpeas: '16057',
  // baked products
  wwBread: '18075', whiteBread: '18069', frenchBread: '18029', pita: '18041', wwPita: '18042', cornTortilla: '18363',
  flourTortilla: '18364', ryeBread: '18060', englishMuffin: '18258', bakingPowder: '18369', bakingSoda: '18372', yeast: '18375',
  // sweets, drinks
  honey: '19296', maple: '19353', sugar: '19335', brownSugar: '19334', cocoa: '19165', darkChocolate: '19904', jam: '19297',
  riceCakes: '19051', popcorn: '19034', coffee: '14209', blackTea: '14355', beer: '14003', yeastExtract: '43406',
} as const;

export type FoodName = keyof typeof F;

/** One ingredient: a food of the table, grams for the whole recipe, the label a cook reads. */
export const ing = (food: FoodName, grams: number, label: string) => ({ foodId: F[food], grams, label });
