/**
 * Food additives by E-number, with the names they appear under on labels (EU names and the US
 * FD&C names). The analyser stops at the FIRST additive whose code or alias matches an
 * ingredient, so entries with a more specific alias come before a more general one
 * (E962 before E951, E150d/c/b before E150a, E472e before E471 and E334, E466 before E460).
 *
 * concernLevel: none = no known concern at permitted levels; low = matters for some people or
 * has open questions; moderate = a regulatory warning, restriction or a group who should avoid
 * it; high = banned or being withdrawn in major markets because of a safety concern.
 */
import { S, doi, src } from '../../sources';
import type { Source } from '../../source';
import type { ConcernLevel, FoodAdditive } from '../../types';

const eu1333 = src('EU Regulation (EC) No 1333/2008 on food additives', 'https://eur-lex.europa.eu/eli/reg/2008/1333/oj');
const southampton = doi(
  '10.1016/S0140-6736(07)61306-3',
  'McCann D, et al. Food additives and hyperactive behaviour in 3-year-old and 8/9-year-old children in the community. Lancet. 2007;370(9598):1560-1567',
);
const efsaTiO2 = src(
  'EFSA: Titanium dioxide: E171 no longer considered safe when used as a food additive (2021)',
  'https://www.efsa.europa.eu/en/news/titanium-dioxide-e171-no-longer-considered-safe-when-used-food-additive',
);
const whoAspartame = src(
  'WHO: Aspartame hazard and risk assessment results released (IARC and JECFA, 2023)',
  'https://www.who.int/news/item/14-07-2023-aspartame-hazard-and-risk-assessment-results-released',
);
const fdaSweeteners = src('FDA: Aspartame and Other Sweeteners in Food', 'https://www.fda.gov/food/food-additives-petitions/aspartame-and-other-sweeteners-food');
const whoProcessedMeat = src(
  'WHO: Cancer: carcinogenicity of the consumption of red meat and processed meat (questions and answers)',
  'https://www.who.int/news-room/questions-and-answers/item/cancer-carcinogenicity-of-the-consumption-of-red-meat-and-processed-meat',
);
const fedRegBvo = src(
  'Federal Register: Revocation of Authorization for Use of Brominated Vegetable Oil in Food (2024)',
  'https://www.federalregister.gov/documents/2024/07/03/2024-14300/revocation-of-authorization-for-use-of-brominated-vegetable-oil-in-food',
);

const EU = [S.efsaAdditives, eu1333];
const EU_US = [S.efsaAdditives, eu1333, S.fdaAdditives];
const COLOUR = [S.efsaAdditives, eu1333, S.fdaColorAdditives];

const SOUTHAMPTON =
  'One of the six “Southampton” colours: in the EU, foods containing it must carry the warning “may have an adverse effect on activity and attention in children”.';
const SULPHITE =
  'A sulphite: it can trigger wheezing or asthma attacks in sensitive people, and must be declared as an allergen in the EU above 10 mg per kg or litre.';
const POLYOL = 'A sugar alcohol (polyol): large amounts can cause bloating, gas and a laxative effect.';
const PHOSPHATE =
  'A phosphate additive: safe for most people within EFSA’s 2019 group limit, but people with chronic kidney disease are often advised to limit added phosphates, which are absorbed more fully than phosphorus in whole foods.';
const NITRITE =
  'Used to cure meats. Nitrites can form cancer-causing nitrosamines, and WHO’s cancer agency classes processed meat as carcinogenic; limiting processed meat is the practical advice.';
const BENZOATE =
  'Permitted at low levels. It can worsen hives or asthma in a small number of sensitive people, and in drinks that also contain vitamin C it can form traces of benzene.';

function e(code: string, name: string, aliases: string[], category: FoodAdditive['category'], concernLevel: ConcernLevel, concern: string, sources: Source[] = EU): FoodAdditive {
  return { code, name, aliases, category, concernLevel, concern, sources };
}

export const additives: FoodAdditive[] = [
  // ------------------------------------------------------------------ colours
  e('E100', 'Curcumin', ['curcumin'], 'colour', 'none', 'A yellow colour from turmeric; no known concern at permitted levels.'),
  e('E101', 'Riboflavin', ['riboflavin', 'riboflavin 5 phosphate'], 'colour', 'none', 'Vitamin B2, used as a yellow colour or a nutrient; no known concern.'),
  e('E102', 'Tartrazine', ['tartrazine', 'fd&c yellow 5', 'fd&c yellow no. 5', 'yellow 5', 'yellow no. 5', 'yellow 5 lake'], 'colour', 'moderate',
    `${SOUTHAMPTON} In the US it must be named on labels because it can cause hives or itching in some people.`, [...COLOUR, southampton]),
  e('E104', 'Quinoline yellow', ['quinoline yellow'], 'colour', 'moderate', `${SOUTHAMPTON} It is not permitted in foods in the US.`, [...EU, southampton]),
  e('E110', 'Sunset yellow FCF', ['sunset yellow', 'sunset yellow fcf', 'orange yellow s', 'fd&c yellow 6', 'fd&c yellow no. 6', 'yellow 6', 'yellow no. 6', 'yellow 6 lake'], 'colour', 'moderate',
    SOUTHAMPTON, [...COLOUR, southampton]),
  e('E120', 'Carmine (cochineal)', ['carmine', 'cochineal', 'cochineal extract', 'carminic acid', 'crimson lake', 'natural red 4'], 'colour', 'low',
    'A red colour made from insects, so not vegetarian or vegan. It can rarely cause severe allergic reactions; the US requires it to be named on labels.', COLOUR),
  e('E122', 'Azorubine (carmoisine)', ['azorubine', 'carmoisine'], 'colour', 'moderate', `${SOUTHAMPTON} It is not permitted in foods in the US.`, [...EU, southampton]),
  e('E124', 'Ponceau 4R', ['ponceau 4r', 'cochineal red a'], 'colour', 'moderate', `${SOUTHAMPTON} It is not permitted in foods in the US.`, [...EU, southampton]),
  e('E127', 'Erythrosine', ['erythrosine', 'erythrosin', 'fd&c red 3', 'fd&c red no. 3', 'red 3', 'red no. 3'], 'colour', 'moderate',
    'The US FDA revoked its authorisation in food and ingested drugs in January 2025 (it caused thyroid tumours in male rats), with a phase-out period; in the EU it is allowed only in cocktail and candied cherries.', COLOUR),
  e('E129', 'Allura red AC', ['allura red', 'allura red ac', 'fd&c red 40', 'fd&c red no. 40', 'red 40', 'red no. 40', 'red 40 lake'], 'colour', 'moderate',
    SOUTHAMPTON, [...COLOUR, southampton]),
  e('E131', 'Patent blue V', ['patent blue', 'patent blue v'], 'colour', 'low', 'Can rarely cause allergic reactions; not permitted in foods in the US.'),
  e('E132', 'Indigo carmine (indigotine)', ['indigotine', 'indigo carmine', 'fd&c blue 2', 'fd&c blue no. 2', 'blue 2', 'blue no. 2'], 'colour', 'none',
    'No established concern at permitted levels.', COLOUR),
  e('E133', 'Brilliant blue FCF', ['brilliant blue', 'brilliant blue fcf', 'fd&c blue 1', 'fd&c blue no. 1', 'blue 1', 'blue no. 1', 'blue 1 lake'], 'colour', 'none',
    'No established concern at permitted levels.', COLOUR),
  e('E140', 'Chlorophylls', ['chlorophyll', 'chlorophylls'], 'colour', 'none', 'The natural green pigment of plants; no known concern.'),
  e('E141', 'Copper chlorophyllin', ['copper chlorophyllin', 'sodium copper chlorophyllin', 'copper chlorophyll'], 'colour', 'none', 'A green colour made from chlorophyll; no known concern at permitted levels.'),
  e('E142', 'Green S', ['green s', 'lissamine green'], 'colour', 'low', 'No established concern at permitted levels in the EU; not permitted in foods in the US.'),
  e('E150d', 'Sulphite ammonia caramel', ['sulphite ammonia caramel', 'sulfite ammonia caramel'], 'colour', 'low',
    'The dark caramel colour used in colas. It contains small amounts of 4-MEI, a by-product that caused cancer in animals at high doses; the EU limits 4-MEI levels.'),
  e('E150c', 'Ammonia caramel', ['ammonia caramel'], 'colour', 'low',
    'It contains small amounts of 4-MEI, a by-product that caused cancer in animals at high doses; the EU limits 4-MEI levels.'),
  e('E150b', 'Caustic sulphite caramel', ['caustic sulphite caramel', 'caustic sulfite caramel'], 'colour', 'none', 'No known concern at permitted levels.'),
  e('E150a', 'Plain caramel', ['plain caramel', 'caramel color', 'caramel colour', 'caramel coloring', 'caramel colouring'], 'colour', 'low',
    'Plain caramel (E150a) has no known concern. A label that says only “caramel colour” may use any of the four classes; E150c and E150d contain small amounts of 4-MEI.', COLOUR),
  e('E153', 'Vegetable carbon', ['vegetable carbon'], 'colour', 'none', 'No known concern at permitted levels; not permitted in foods in the US.'),
  e('E160a', 'Carotenes', ['beta carotene', 'mixed carotenes', 'carotene'], 'colour', 'none', 'Orange plant pigments (provitamin A); no known concern at permitted levels.'),
  e('E160b', 'Annatto', ['annatto', 'annatto extract', 'bixin', 'norbixin'], 'colour', 'low', 'A colour from achiote seeds; it can rarely cause allergic reactions.', COLOUR),
  e('E160c', 'Paprika extract', ['paprika extract', 'paprika oleoresin', 'capsanthin', 'capsorubin'], 'colour', 'none', 'No known concern at permitted levels.'),
  e('E160d', 'Lycopene', ['lycopene'], 'colour', 'none', 'The red pigment of tomatoes; no known concern at permitted levels.'),
  e('E162', 'Beetroot red', ['beetroot red', 'betanin'], 'colour', 'none', 'A colour from beetroot; no known concern.'),
  e('E163', 'Anthocyanins', ['anthocyanin', 'anthocyanins'], 'colour', 'none', 'Purple-red pigments from fruit and vegetables; no known concern.'),
  e('E171', 'Titanium dioxide', ['titanium dioxide'], 'colour', 'moderate',
    'No longer authorised as a food additive in the EU since 2022, because EFSA could not rule out damage to DNA; it is still permitted in foods in the US.', [efsaTiO2, eu1333, S.fdaColorAdditives]),
  e('E172', 'Iron oxides', ['iron oxide', 'iron oxides'], 'colour', 'none', 'No known concern at permitted levels.'),

  // ------------------------------------------------------------------ preservatives
  e('E200', 'Sorbic acid', ['sorbic acid'], 'preservative', 'none', 'No known concern at permitted levels; rarely irritates the skin.'),
  e('E202', 'Potassium sorbate', ['potassium sorbate'], 'preservative', 'none', 'No known concern at permitted levels.', EU_US),
  e('E210', 'Benzoic acid', ['benzoic acid'], 'preservative', 'low', BENZOATE),
  e('E211', 'Sodium benzoate', ['sodium benzoate', 'benzoate of soda'], 'preservative', 'low',
    `${BENZOATE} It was also part of the mixture tested in the Southampton study on children’s behaviour.`, [...EU_US, southampton]),
  e('E212', 'Potassium benzoate', ['potassium benzoate'], 'preservative', 'low', BENZOATE),
  e('E213', 'Calcium benzoate', ['calcium benzoate'], 'preservative', 'low', BENZOATE),
  e('E220', 'Sulphur dioxide', ['sulphur dioxide', 'sulfur dioxide'], 'preservative', 'moderate', SULPHITE, [...EU_US, S.euFoodInformation]),
  e('E221', 'Sodium sulphite', ['sodium sulphite', 'sodium sulfite'], 'preservative', 'moderate', SULPHITE, [...EU_US, S.euFoodInformation]),
  e('E222', 'Sodium bisulphite', ['sodium bisulphite', 'sodium bisulfite', 'sodium hydrogen sulphite'], 'preservative', 'moderate', SULPHITE, [...EU_US, S.euFoodInformation]),
  e('E223', 'Sodium metabisulphite', ['sodium metabisulphite', 'sodium metabisulfite'], 'preservative', 'moderate', SULPHITE, [...EU_US, S.euFoodInformation]),
  e('E224', 'Potassium metabisulphite', ['potassium metabisulphite', 'potassium metabisulfite'], 'preservative', 'moderate', SULPHITE, [...EU_US, S.euFoodInformation]),
  e('E226', 'Calcium sulphite', ['calcium sulphite', 'calcium sulfite'], 'preservative', 'moderate', SULPHITE, [...EU, S.euFoodInformation]),
  e('E227', 'Calcium bisulphite', ['calcium bisulphite', 'calcium bisulfite'], 'preservative', 'moderate', SULPHITE, [...EU, S.euFoodInformation]),
  e('E228', 'Potassium bisulphite', ['potassium bisulphite', 'potassium bisulfite'], 'preservative', 'moderate', SULPHITE, [...EU, S.euFoodInformation]),
  e('E234', 'Nisin', ['nisin'], 'preservative', 'none', 'A natural antibacterial made by bacteria; no known concern at permitted levels.'),
  e('E235', 'Natamycin', ['natamycin', 'pimaricin'], 'preservative', 'none', 'An antifungal used on cheese and sausage surfaces; no known concern at permitted levels.'),
  e('E249', 'Potassium nitrite', ['potassium nitrite'], 'preservative', 'moderate', NITRITE, [...EU_US, whoProcessedMeat]),
  e('E250', 'Sodium nitrite', ['sodium nitrite'], 'preservative', 'moderate', NITRITE, [...EU_US, whoProcessedMeat]),
  e('E251', 'Sodium nitrate', ['sodium nitrate'], 'preservative', 'moderate', NITRITE, [...EU_US, whoProcessedMeat]),
  e('E252', 'Potassium nitrate', ['potassium nitrate', 'saltpetre', 'saltpeter'], 'preservative', 'moderate', NITRITE, [...EU_US, whoProcessedMeat]),
  e('E260', 'Acetic acid', ['acetic acid'], 'acidity-regulator', 'none', 'The acid in vinegar; no known concern.'),
  e('E270', 'Lactic acid', ['lactic acid'], 'acidity-regulator', 'none', 'No known concern. Despite the name it is not dairy and does not contain lactose.'),
  e('E280', 'Propionic acid', ['propionic acid'], 'preservative', 'none', 'No known concern at permitted levels.'),
  e('E281', 'Sodium propionate', ['sodium propionate'], 'preservative', 'none', 'No known concern at permitted levels.'),
  e('E282', 'Calcium propionate', ['calcium propionate'], 'preservative', 'none', 'A mould inhibitor common in bread; no established concern at permitted levels.', EU_US),

  // ------------------------------------------------------------------ antioxidants and acids
  e('E300', 'Ascorbic acid', ['ascorbic acid'], 'antioxidant', 'none', 'Vitamin C; no known concern.'),
  e('E301', 'Sodium ascorbate', ['sodium ascorbate'], 'antioxidant', 'none', 'A form of vitamin C; no known concern.'),
  e('E307', 'Alpha-tocopherol', ['alpha tocopherol', 'dl alpha tocopherol'], 'antioxidant', 'none', 'Vitamin E; no known concern at permitted levels.'),
  e('E306', 'Tocopherol-rich extract', ['tocopherol', 'tocopherols', 'mixed tocopherols', 'tocopherol rich extract'], 'antioxidant', 'none', 'Natural vitamin E compounds; no known concern at permitted levels.'),
  e('E310', 'Propyl gallate', ['propyl gallate'], 'antioxidant', 'low', 'Permitted in small amounts; it can rarely cause skin allergy, and some animal studies raised questions that have not been confirmed.', EU_US),
  e('E319', 'TBHQ (tertiary-butylhydroquinone)', ['tbhq', 'tertiary butylhydroquinone', 'tert butylhydroquinone'], 'antioxidant', 'low', 'Permitted at low limits in the US and EU; high doses caused harm in animal studies.', EU_US),
  e('E320', 'BHA (butylated hydroxyanisole)', ['bha', 'butylated hydroxyanisole'], 'antioxidant', 'moderate',
    'Permitted at low limits in the US and EU, but it caused cancer in animal studies and is listed as a possible or reasonably anticipated human carcinogen by cancer agencies.', EU_US),
  e('E321', 'BHT (butylated hydroxytoluene)', ['bht', 'butylated hydroxytoluene'], 'antioxidant', 'low', 'Permitted at low limits; animal studies give mixed results and no harm is established at these levels.', EU_US),
  e('E322', 'Lecithins', ['lecithin', 'soy lecithin', 'soya lecithin', 'sunflower lecithin'], 'emulsifier', 'none',
    'No known concern. It is often made from soy (or egg), so check the allergen list if you react to those.', EU_US),
  e('E330', 'Citric acid', ['citric acid'], 'acidity-regulator', 'none', 'No known concern.', EU_US),
  e('E331', 'Sodium citrates', ['sodium citrate', 'trisodium citrate'], 'acidity-regulator', 'none', 'No known concern.'),
  e('E296', 'Malic acid', ['malic acid'], 'acidity-regulator', 'none', 'The acid in apples; no known concern.'),
  e('E472e', 'DATEM (diacetyl tartaric acid esters of mono- and diglycerides)', ['datem', 'diacetyl tartaric acid esters'], 'emulsifier', 'none', 'A dough conditioner; no known concern at permitted levels.'),
  e('E334', 'Tartaric acid', ['tartaric acid'], 'acidity-regulator', 'none', 'The acid in grapes; no known concern.'),
  e('E338', 'Phosphoric acid', ['phosphoric acid'], 'acidity-regulator', 'low', `Used in colas. ${PHOSPHATE}`, EU_US),
  e('E339', 'Sodium phosphates', ['sodium phosphate', 'monosodium phosphate', 'disodium phosphate', 'trisodium phosphate'], 'acidity-regulator', 'low', PHOSPHATE, EU_US),
  e('E340', 'Potassium phosphates', ['potassium phosphate', 'monopotassium phosphate', 'dipotassium phosphate', 'tripotassium phosphate'], 'acidity-regulator', 'low', PHOSPHATE, EU_US),
  e('E341', 'Calcium phosphates', ['calcium phosphate', 'monocalcium phosphate', 'dicalcium phosphate', 'tricalcium phosphate'], 'acidity-regulator', 'low', PHOSPHATE, EU_US),
  e('E450', 'Diphosphates', ['diphosphate', 'diphosphates', 'sodium acid pyrophosphate', 'disodium pyrophosphate', 'tetrasodium pyrophosphate', 'sodium pyrophosphate'], 'acidity-regulator', 'low', PHOSPHATE, EU_US),
  e('E451', 'Triphosphates', ['triphosphate', 'triphosphates', 'sodium tripolyphosphate', 'pentasodium triphosphate'], 'acidity-regulator', 'low', PHOSPHATE, EU_US),
  e('E452', 'Polyphosphates', ['polyphosphate', 'polyphosphates', 'sodium polyphosphate', 'sodium hexametaphosphate'], 'acidity-regulator', 'low', PHOSPHATE, EU_US),

  // ------------------------------------------------------------------ thickeners and emulsifiers
  e('E401', 'Sodium alginate', ['sodium alginate', 'alginate'], 'thickener', 'none', 'Made from seaweed; no known concern.'),
  e('E406', 'Agar', ['agar', 'agar agar'], 'thickener', 'none', 'A seaweed gel (a plant alternative to gelatin); no known concern.'),
  e('E407', 'Carrageenan', ['carrageenan'], 'thickener', 'low',
    'Made from seaweed and permitted in the US and EU. EFSA kept it on a temporary basis in 2018 pending more data; some animal studies link it to gut inflammation.', EU_US),
  e('E410', 'Locust bean gum', ['locust bean gum', 'carob bean gum', 'carob gum'], 'thickener', 'none', 'No known concern.'),
  e('E412', 'Guar gum', ['guar gum', 'guar'], 'thickener', 'none', 'A plant fiber; no known concern at the small amounts used.'),
  e('E414', 'Gum arabic (acacia gum)', ['gum arabic', 'acacia gum', 'gum acacia'], 'thickener', 'none', 'A plant gum; no known concern.'),
  e('E415', 'Xanthan gum', ['xanthan gum', 'xanthan'], 'thickener', 'none', 'No known concern at the small amounts used.', EU_US),
  e('E418', 'Gellan gum', ['gellan gum', 'gellan'], 'thickener', 'none', 'No known concern.'),
  e('E420', 'Sorbitol', ['sorbitol', 'sorbitol syrup'], 'sweetener', 'low', `${POLYOL} EU labels must warn when a food has more than 10% added polyols.`, EU_US),
  e('E421', 'Mannitol', ['mannitol'], 'sweetener', 'low', POLYOL, EU_US),
  e('E422', 'Glycerol', ['glycerol', 'glycerine', 'glycerin'], 'other', 'none', 'No known concern at permitted levels.'),
  e('E432', 'Polysorbate 20', ['polysorbate 20'], 'emulsifier', 'low', 'Permitted within limits; some animal studies suggest effects on gut bacteria that are not established in people.'),
  e('E433', 'Polysorbate 80', ['polysorbate 80'], 'emulsifier', 'low', 'Permitted within limits; some animal studies suggest effects on gut bacteria and gut lining that are not established in people.', EU_US),
  e('E440', 'Pectins', ['pectin', 'amidated pectin'], 'thickener', 'none', 'A fruit fiber; no known concern.'),
  e('E466', 'Carboxymethylcellulose (cellulose gum)', ['carboxymethylcellulose', 'carboxymethyl cellulose', 'sodium carboxymethylcellulose', 'cellulose gum'], 'thickener', 'low',
    'Permitted; some animal and small human studies suggest effects on gut bacteria that are not settled.', EU_US),
  e('E464', 'Hydroxypropyl methylcellulose', ['hydroxypropyl methylcellulose', 'hypromellose'], 'thickener', 'none', 'No known concern.'),
  e('E461', 'Methylcellulose', ['methylcellulose', 'methyl cellulose'], 'thickener', 'none', 'No known concern.'),
  e('E460', 'Cellulose', ['cellulose', 'microcrystalline cellulose', 'powdered cellulose', 'cellulose gel'], 'thickener', 'none', 'Plant fiber; no known concern.'),
  e('E471', 'Mono- and diglycerides of fatty acids', ['mono and diglycerides', 'mono and di glycerides', 'monoglycerides', 'diglycerides'], 'emulsifier', 'none',
    'No known concern at permitted levels. They may be made from animal fat, so they may not suit vegetarians unless labelled plant-based.'),
  e('E476', 'Polyglycerol polyricinoleate (PGPR)', ['polyglycerol polyricinoleate', 'pgpr'], 'emulsifier', 'none', 'Used in chocolate; no known concern at permitted levels.'),
  e('E481', 'Sodium stearoyl lactylate', ['sodium stearoyl lactylate', 'sodium stearoyl 2 lactylate'], 'emulsifier', 'none', 'A dough conditioner; no known concern at permitted levels.'),
  e('E500', 'Sodium carbonates (baking soda)', ['sodium bicarbonate', 'bicarbonate of soda', 'baking soda', 'sodium hydrogen carbonate'], 'acidity-regulator', 'none',
    'A raising agent; no concern, though it adds some sodium.'),
  e('E551', 'Silicon dioxide', ['silicon dioxide', 'silica'], 'other', 'low', 'An anti-caking agent. EFSA found no safety concern in 2018 but asked for more data on its tiny (nano-sized) particles.', EU_US),

  // ------------------------------------------------------------------ flavour enhancers
  e('E621', 'Monosodium glutamate (MSG)', ['monosodium glutamate', 'msg', 'sodium glutamate'], 'flavour-enhancer', 'low',
    'Generally recognised as safe by the FDA and no harm is established at normal intake; some people report short-lived symptoms such as headache or flushing after large amounts. It adds sodium.', EU_US),
  e('E627', 'Disodium guanylate', ['disodium guanylate', 'sodium guanylate'], 'flavour-enhancer', 'none', 'No known concern at the small amounts used.'),
  e('E631', 'Disodium inosinate', ['disodium inosinate', 'sodium inosinate'], 'flavour-enhancer', 'none', 'No known concern at the small amounts used; it may be made from meat or fish.'),
  e('E635', 'Disodium 5’-ribonucleotides', ['disodium ribonucleotides', 'disodium 5 ribonucleotides', 'ribonucleotides'], 'flavour-enhancer', 'none', 'No known concern at the small amounts used.'),

  // ------------------------------------------------------------------ sweeteners
  e('E950', 'Acesulfame K', ['acesulfame k', 'acesulfame potassium', 'acesulfame', 'ace k'], 'sweetener', 'none', 'Approved in the US and EU; no established harm at permitted levels.', [...EU, fdaSweeteners]),
  e('E962', 'Aspartame-acesulfame salt', ['aspartame acesulfame salt', 'salt of aspartame acesulfame'], 'sweetener', 'moderate',
    'Contains aspartame, a source of phenylalanine: people with phenylketonuria (PKU) must avoid it.', [...EU, fdaSweeteners]),
  e('E951', 'Aspartame', ['aspartame'], 'sweetener', 'moderate',
    'Contains phenylalanine, so people with phenylketonuria (PKU) must avoid it. In 2023 WHO’s cancer agency classed it as “possibly carcinogenic” (limited evidence), while JECFA kept the acceptable daily intake at 40 mg per kg body weight.',
    [...EU, fdaSweeteners, whoAspartame]),
  e('E952', 'Cyclamate', ['cyclamate', 'sodium cyclamate', 'calcium cyclamate', 'cyclamic acid'], 'sweetener', 'low',
    'Permitted in the EU within a daily limit, but not permitted in foods in the US since 1970.', [...EU, fdaSweeteners]),
  e('E954', 'Saccharin', ['saccharin', 'sodium saccharin'], 'sweetener', 'none',
    'Old rat studies linking it to bladder cancer were found not to apply to people; no established harm at permitted levels.', [...EU, fdaSweeteners]),
  e('E955', 'Sucralose', ['sucralose'], 'sweetener', 'low',
    'Approved in the US and EU with no established harm at permitted levels; questions about heating it to high temperatures and about gut bacteria are being studied.', [...EU, fdaSweeteners]),
  e('E960', 'Steviol glycosides (stevia)', ['steviol glycosides', 'steviol glycoside', 'stevia', 'stevia extract', 'stevia leaf extract', 'rebaudioside a', 'reb a', 'e960a'], 'sweetener', 'none',
    'Purified stevia sweeteners are approved in the US and EU; no established harm at permitted levels.', [...EU, fdaSweeteners]),
  e('E961', 'Neotame', ['neotame'], 'sweetener', 'none', 'Approved in the US and EU; used in tiny amounts, so it needs no phenylalanine warning.', [...EU, fdaSweeteners]),
  e('E953', 'Isomalt', ['isomalt'], 'sweetener', 'low', POLYOL),
  e('E965', 'Maltitol', ['maltitol', 'maltitol syrup'], 'sweetener', 'low', POLYOL),
  e('E966', 'Lactitol', ['lactitol'], 'sweetener', 'low', POLYOL),
  e('E967', 'Xylitol', ['xylitol'], 'sweetener', 'low', `${POLYOL} It is highly poisonous to dogs, so keep xylitol foods away from pets.`),
  e('E968', 'Erythritol', ['erythritol'], 'sweetener', 'low', 'A sugar alcohol that is better tolerated than most, though large amounts can still upset the stomach.'),

  // ------------------------------------------------------------------ other
  e('E901', 'Beeswax', ['beeswax'], 'other', 'none', 'A glazing agent; no known concern, but it is not vegan.'),
  e('E903', 'Carnauba wax', ['carnauba wax'], 'other', 'none', 'A plant wax used as a glaze; no known concern.'),
  e('E904', 'Shellac', ['shellac', 'confectioners glaze'], 'other', 'none', 'A glaze made from an insect resin; no known concern, but it is not vegan.'),
  e('E920', 'L-cysteine', ['l cysteine', 'cysteine'], 'other', 'none', 'A dough conditioner; no known concern, but it may be made from feathers or hair, so it may not suit vegetarians unless labelled plant-based or synthetic.'),
  e('E924', 'Potassium bromate', ['potassium bromate', 'bromated flour'], 'other', 'high',
    'A flour improver that caused cancer in animal studies and is classed as a possible human carcinogen; it is not permitted in the EU, UK or Canada but is still allowed in the US (some states are banning it).', [S.fdaAdditives, S.efsaAdditives]),
  e('E927a', 'Azodicarbonamide', ['azodicarbonamide'], 'other', 'low', 'A flour treatment agent allowed in the US but not permitted in foods in the EU; it breaks down into substances of concern at high exposure.', [S.fdaAdditives, S.efsaAdditives]),
  e('BVO', 'Brominated vegetable oil', ['brominated vegetable oil', 'bvo', 'brominated soybean oil'], 'emulsifier', 'high',
    'The FDA revoked its authorisation in 2024 because of harm to the thyroid in animal studies; it was never permitted in the EU. Older stock may still be on shelves.', [fedRegBvo, S.fdaAdditives]),
  e('E1105', 'Lysozyme', ['lysozyme'], 'preservative', 'low', 'Made from egg white, so people with an egg allergy should avoid it.', [...EU, S.euFoodInformation]),
  e('E1520', 'Propylene glycol', ['propylene glycol'], 'other', 'none',
    'No known concern at permitted levels; people taking metronidazole or tinidazole are advised to avoid it during treatment.'),
];
