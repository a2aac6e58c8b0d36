/**
 * Word groups the English emergency lexicon is built from (regex source fragments over screenText
 * output: lowercase, no accents, no apostrophes — "dad's" is "dads").
 */

const alt = (words: readonly string[]) => `(?:${words.join('|')})`;

/** Someone close: the people a message is usually about. */
export const RELATIVE = alt([
  'dad', 'daddy', 'father', 'mom', 'mum', 'mother', 'mama', 'wife', 'husband', 'son', 'daughter', 'baby', 'toddler',
  'kid', 'child', 'grandma', 'grandmother', 'grandpa', 'grandfather', 'granny', 'gran', 'nan', 'nana', 'brother',
  'sister', 'friend', 'partner', 'boyfriend', 'girlfriend', 'roommate', 'flatmate', 'neighbou?r', 'uncle', 'aunt',
  'auntie', 'aunty', 'cousin', 'colleague', 'coworker', 'boss', 'patient', 'client', 'teen', 'teenager', 'fiance',
  'fiancee', 'spouse', 'grandson', 'granddaughter', 'niece', 'nephew', 'stepdad', 'stepmom', 'stepmum', 'papa',
]);

/** Whose body part: "my face", "his arm", "dads face", "the left side of her face". */
export const WHO = `(?:my|his|her|their|our|your|the|one|${RELATIVE}s)`;

/** Someone doing or having something now. */
export const SUBJECT = `(?:i|im|ive|he|hes|she|shes|they|theyre|we|my ${RELATIVE}|${RELATIVE}|someone|somebody)`;

/** A young child, in the words parents use. */
export const CHILD = alt([
  'toddler', 'baby', 'infant', 'newborn', 'kid', 'kids', 'child', 'children', 'son', 'daughter', 'grandson',
  'granddaughter', 'niece', 'nephew', 'little one', 'little boy', 'little girl', 'boy', 'girl', 'twins', 'youngest',
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eighteen) ?(?:year|yr|month|mo) old', '\\d+ ?(?:yo|yr)',
]);

/** Medicines and drugs, by kind and by common name; generic-name endings catch the rest. */
export const PILL = alt([
  'pills?', '(?<!(?:washing|laundry|dishwasher|detergent|washer) )tablets?', 'tabs', 'caps', '(?<!(?:washing|laundry|dishwasher|detergent|washer) )capsules?', 'meds', 'medicines?', 'medications?', 'painkillers?', 'sleepers',
  'sleeping pills?', 'gummies', 'vitamins', 'drugs', 'tylenol', 'paracetamol', 'acetaminophen', 'panadol', 'calpol',
  'excedrin', 'ibuprofen', 'advil', 'motrin', 'nurofen', 'aspirins?', 'naproxen', 'aleve', 'benadryl',
  'diphenhydramine', 'nyquil', 'cough (?:syrup|medicine)', 'xanax', 'valium', 'diazepam', 'lorazepam', 'ativan',
  'klonopin', 'clonazepam', 'ambien', 'zolpidem', 'zopiclone', 'oxys?', 'oxycodone', 'oxycontin', 'percocets?',
  'vicodin', 'hydrocodone', 'codeine', 'co codamol', 'tramadol', 'morphine', 'fentanyl', 'methadone', 'heroin',
  'gabapentin', 'pregabalin', 'lyrica', 'seroquel', 'quetiapine', 'lithium', 'amitriptyline', 'sertraline', 'zoloft',
  'prozac', 'fluoxetine', 'citalopram', 'lexapro', 'escitalopram', 'trazodone', 'metformin', 'digoxin',
  'beta blockers?', 'heart (?:pills?|tablets?|meds|medicine)', 'blood pressure (?:pills?|tablets?|meds|medicine)',
  'iron (?:pills?|tablets?)', 'melatonin', 'antihistamines?', 'antidepressants?', 'opioids?', 'benzos?', 'edibles?',
  'insulin', 'adderall', 'ritalin', 'antipsychotics?', 'ketamine', 'mdma', 'molly', 'ecstasy',
  '\\w{3,}(?:olol|pril|sartan|statin|dipine|azepam|zolam|oxetine|triptyline|codone|morphone|barbital)',
]);

/** Paracetamol under its names: an overdose of it needs hospital even when the person feels fine. */
export const ACETAMINOPHEN = /\b(?:tylenol|paracetamol|acetaminophen|panadol|calpol|excedrin|co codamol|percocets?|vicodin|nyquil|apap)\b/;

/** Household and other poisons a child (or an adult) can swallow. */
export const POISON = alt([
  'bleach', 'antifreeze', 'detergent', '(?:laundry|washing|washer) (?:pods?|capsules?|tablets?|liquid|detergent|powder)', 'tide pods?',
  'dishwasher (?:tablets?|pods?|detergent|liquid|rinse aid|salt)', 'rinse aid', 'fabric (?:softener|conditioner)', 'descaler', 'toilet (?:cleaner|bleach|duck|blocks?)', 'cleaning (?:products?|spray|fluid|stuff|liquid)', 'cleaner',
  'drain cleaner', 'oven cleaner', 'button batter(?:y|ies)', 'batter(?:y|ies)', 'magnets?', 'lamp oil', 'paraffin',
  'kerosene', 'petrol', 'gasoline', 'lighter fluid', 'washer fluid', 'windscreen wash', 'nicotine',
  'vape (?:juice|liquid|pods?)', 'e ?liquid', 'cigarettes?', 'cigarette butts?', 'weed', 'cannabis', 'vodka',
  'alcohol', 'mouthwash', 'hand saniti[sz]er', 'saniti[sz]er', 'perfume', 'nail polish remover', 'essential oils?',
  'eucalyptus oil', 'tea tree oil', 'rat poison', 'poison', 'pesticide', 'insecticide', 'weed ?killer', 'slug pellets',
  'paint thinner', 'turpentine', 'white spirit', 'wild mushrooms?', 'mushrooms? (?:from|in) the (?:garden|yard|woods|park)',
  'berries from', 'foxglove', 'oleander', 'lily', 'lilies', 'chlorine', 'pool chemicals', 'ammonia', 'methanol',
  'bug spray', 'roach (?:bait|spray)', 'mothballs?', 'superglue', 'glow ?sticks?',
  '(?:stuff|something|chemicals?|liquid|products?|bottles?|cleaning bottles?)(?: \\w+){0,3}? (?:from )?(?:under|in|out of) the (?:kitchen |bathroom )?(?:sink|cupboard|garage|shed|laundry(?: room)?|utility room)',
]);

/** Anticoagulants and antiplatelets: bleeding on them is an emergency sooner. */
export const ANTICOAGULANT = alt([
  'warfarin', 'coumadin', 'jantoven', 'eliquis', 'apixaban', 'xarelto', 'rivaroxaban', 'pradaxa', 'dabigatran',
  'savaysa', 'edoxaban', 'lixiana', 'heparin', 'enoxaparin', 'lovenox', 'clexane', 'fragmin', 'dalteparin',
  'clopidogrel', 'plavix', 'brilinta', 'ticagrelor', 'prasugrel', 'effient', 'blood thinners?', 'anticoagulants?',
  'thinners',
]);

/** Eight or more, in digits or words ("30", "thirty", "a dozen", "a bunch of"), never a dose unit. */
export const BIGNUM =
  '(?:(?:about|around|like|maybe|almost|over|nearly|at least|roughly|approx|approximately|more than|probably|some|prob) )?' +
  '(?:[89]|[1-9]\\d{1,2}|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|' +
  'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a dozen|dozen|dozens|a bunch of|a load of|loads of|' +
  'lots of|a lot of|a ton of|tons of|so many|too many|way too many|a whole lot of)' +
  '(?! ?(?:mg|mcg|ug|ml|g|gr|grams?|units?|iu|drops|puffs|mins?|minutes|hours?|hrs?|days?|weeks?|years?|yrs?|am|pm|percent|times)\\b)';

/** Past-tense taking: what an overdose message says was done. */
export const TOOK = '(?:took|taken|swallowed|popped|downed|necked|ate|eaten|had|gulped|chugged|gave (?:him|her|them|my \\w+)|given (?:him|her|them))';

/** A regular routine, not a single event ("10 pills a day", "different tablets"). */
export const ROUTINE = /\b(?:(?:a|per|each|every) (?:day|morning|evening|night|week)|daily|different|kinds of|types of|a week|prescribed|supplements? (?:a|per)|regimen|pill organi[sz]er|interactions?)\b/;

export { alt };
