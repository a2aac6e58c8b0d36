/**
 * English signs of overdose and poisoning (quantities, "most of a bottle", a child swallowing
 * pills or household products) and of severe bleeding (on a blood thinner, coffee-ground vomit,
 * black tarry stools, vomiting blood, bleeding that will not stop).
 */
import { ANTICOAGULANT, BIGNUM, CHILD, PILL, POISON, ROUTINE, TOOK } from './emergency-lexicon-en-words';
import { situation, topic, type EmergencySignal } from './emergency-types';

const FIGURATIVE_OVERDOSE = new RegExp(
  '\\boverdos\\w* on (?:netflix|tv|television|shows?|series|sugar|candy|chocolate|sweets|cake|carbs|pizza|junk|coffee|tea|sun|sunshine|love|work|memes|tiktok|youtube|social media|games|gaming|anime|k ?dramas?|christmas|cuteness|drama|music|books|reading|shopping|cardio|gym|nostalgia|cheese|snacks|the holidays|holiday|vitamin sea|reality tv|reels|podcasts)\\b',
);
const CONTAINER = '(?:bottles?|packs?|packets?|box(?:es)?|strips?|blisters?|sheets?|jars?|tubs?|containers?|prescriptions?|handfuls?|pots?|tubes?|supply|blister packs?)';
const WHOLE = '(?:most|half|all|the whole|a whole|an entire|the entire|whole|entire|the rest|rest|a full|full|several|two|three|a couple of|the remaining|what was left)';
const OWN_DOSE = /\b(?:(?:his|her|their) (?:\w+ )?(?:pill|tablet|medicine|dose|antibiotics?|vitamins?) (?:fine|ok|okay|whole|without|with (?:water|food|juice|milk)|easily|today|this morning|as prescribed)|(?:wont|cant|wouldnt|refuses to|refused to) swallow|how (?:do i|to|can i) (?:get|make|help)|allowed to|safe for (?:kids|children|toddlers)|can (?:kids|children|toddlers|a child|my \w+) (?:take|have))\b/;
const CHILD_INGESTS = '(?:ate|eaten|eating|swallowed|swallow|swallowing|drank|drunk|drinking|chewed|chewing|got into|licked|bit into|sucked on|ingested|consumed|put (?:\\w+ ){0,3}in (?:his|her|their) mouth|had some of|taken some of|took some of|found (?:\\w+ ){0,3}(?:chewing|eating|with))';
/** "may have eaten some", "think she swallowed one": an ingestion the parent did not see. */
const MAY_HAVE_EATEN = /\b(?:may have|might have|must have|could have|probably|think (?:he|she|they|it)(?: has| have)?|not sure if (?:he|she|they)(?: has| have)?) (?:eaten|ate|swallowed|taken|took|had|chewed|drunk|drank|licked)\b/;
const ACTIVE_BLEED =
  /\b(?:(?:is|am|im|hes|shes|keeps?|been|started|still|wont stop|will not stop|cant stop|wont clot|now|not stop|wont|will not) (?:\w+ )?bleed\w*|bleeding (?:\w+ ){0,2}(?:a lot|heavily|badly|everywhere|for|since|through|nonstop|non stop|wont|again|more|and)|soak\w*|(?:cut|nosebleed|nose bleed|nose is bleeding|gash|wound)(?: \w+){0,6} (?:wont|cant|still|for (?:\d+|an|over|half|twenty|thirty)|hours|minutes|through|everywhere|a lot|lots|keeps|not stopping)|(?:vomit\w*|throw\w* up|threw up|puk\w*|cough\w* up|spit\w* up|peeing|pee|urine|stool|poo|poop) (?:\w+ ){0,2}blood|blood (?:in|from) (?:my|his|her|the) (?:urine|pee|stool|poo|poop|vomit|mouth|ears?|eyes?)|coffee grounds?|black (?:and )?tarry|tar(?: like)? (?:stool|poo|poop)|(?:fell|fallen|fall|hit|banged|bumped) (?:\w+ ){0,3}(?:head)|head (?:injury|knock|bump)|bruises? (?:everywhere|all over)|blood everywhere)\b/;
const BLACK_STOOL_BENIGN = /\b(?:iron|pepto|bismuth|blueberr\w*|licorice|liquorice|black pudding|activated charcoal|beets?|oreos?|squid ink|charcoal)\b/;

export const ingestionSignals: readonly EmergencySignal[] = [
  // Overdose
  topic('overdose', /\b(?:overdose|overdosed|overdosing|overdoses)\b/, { unless: FIGURATIVE_OVERDOSE }),
  situation('overdose', new RegExp(`\\b${TOOK} (?:\\w+ ){0,3}?${BIGNUM} (?:\\w+ ){0,3}?${PILL}\\b`), { unless: ROUTINE }),
  situation('overdose', new RegExp(`\\b(?:took|taken|swallowed|popped|downed|necked|gulped) (?:\\w+ ){0,3}?${WHOLE} (?:of )?(?:a |the |my |his |her |their |an |mums |moms |dads )?(?:\\w+ ){0,2}?${CONTAINER}\\b`)),
  situation('overdose', new RegExp(`\\b(?:took|taken|swallowed|drank|downed|ate|had|necked|popped|chugged) (?:\\w+ ){0,3}?(?:a |an |the |one |two |my |his |her )?(?:\\w+ )?${CONTAINER} (?:of )?(?:\\w+ ){0,2}?${PILL}\\b`), { unless: ROUTINE }),
  situation('overdose', new RegExp(`\\b${TOOK} (?:\\w+ ){0,2}?all (?:of )?(?:my|his|her|their|the|\\w+s) (?:\\w+ ){0,2}?${PILL}\\b`)),
  situation('overdose', new RegExp(`\\b(?:took|taken|swallowed|popped|had|downed) (?:\\w+ ){0,2}?(?:too many|too much|way too many|way too much|a (?:bunch|load|lot|handful) of|lots of|loads of|so many|a ton of|extra) (?:of )?(?:my |his |her |the |those )?(?:\\w+ ){0,2}?${PILL}\\b`), { unless: /\b(?:extra strength|extra dose|one extra|an extra|1 extra|a double dose|twice)\b(?!.*\b(?:\d{2}|too many)\b)/ }),
  situation('overdose', new RegExp(`\\b${TOOK}(?: \\w+){0,8}? ${PILL}(?: (?:\\w+|\\|)){0,6}? (?:like|about|around|maybe|roughly|at least|over|nearly|almost|probably) ${BIGNUM}\\b`), { unless: ROUTINE }),
  situation('overdose', /\b(?:\d+|two|three|four|five|six|seven|a few|several|a) (?:days|weeks|months|day|week|month) (?:worth|supply)\b/, { requires: /\b(?:took|taken|swallowed|at once|in one go|all together|popped)\b/ }),
  situation('overdose', new RegExp(`\\b${BIGNUM} (?:\\w+ ){0,2}?${PILL} (?:total|in total|altogether|at once|in one go|all at once|in an hour|within an hour)\\b`)),
  situation('overdose', new RegExp(`\\b(?:eat|eats|drink|drinks|swallow|swallows|take|takes) (?:\\w+ ){0,2}?(?:my|his|her|the|grandmas|mums|moms|dads|all|some|a lot of|many) (?:\\w+ )?${PILL}\\b`), { requires: new RegExp(`\\b${CHILD}\\b`), unless: /\b(?:can|could|should|is it (?:ok|safe)|how (?:much|many|often) (?:can|should|do|does|is|to)|how do|allowed|safe|every|daily|each|prescribed|refuses?|wont|with (?:food|water|breakfast|milk))\b/ }),
  situation('overdose', /\b(?:took|taken|swallowed|popped|had) (?:way )?too many\b(?! (?:drinks|beers|shots|coffees|cups|calories|carbs|sweets|cookies|biscuits|snacks))/),
  situation('overdose', new RegExp(`\\b(?:a |two |several )?handfuls? of (?:\\w+ ){0,2}?${PILL}\\b`), { unless: ROUTINE }),
  situation('overdose', /\b(?:took|injected|gave|given|did|bolused|dosed) (?:\w+ ){0,2}?(?:[3-9]\d|[1-9]\d\d) units\b/, { requires: /\b(?:by mistake|instead of|accident\w*|too much|wrong|meant to|double|twice)\b/ }),
  situation('overdose', new RegExp(`\\b${CHILD_INGESTS}(?: \\w+){0,6}? ${PILL}\\b`), { requires: new RegExp(`\\b${CHILD}\\b`), unless: OWN_DOSE }),
  situation('overdose', new RegExp(`\\b${CHILD}\\b(?: \\w+){0,8}? (?:open|opened|empty|half empty) (?:\\w+ )?(?:pill )?(?:bottle|box|pack|packet|container)\\b`)),
  situation('overdose', /\b(?:empty|emptied|open|opened|half empty|chewed|torn) (?:\w+ ){0,2}(?:packets?|bottles?|box(?:es)?|blisters?|blister packs?|containers?|pill (?:bottles?|box(?:es)?))\b/, { requires: new RegExp(`\\b${CHILD}\\b`) }),
  situation('overdose', /\b(?:double|triple|extra|too much|wrong) (?:\w+ )?(?:dose|doses|amount|dosage)\b/, { requires: new RegExp(`\\b${CHILD}\\b.*\\b(?:gave|given|accidentally|by mistake|twice)\\b|\\b(?:gave|given|accidentally|by mistake)\\b.*\\b${CHILD}\\b`), unless: /\b(?:what (?:if|happens)|can i|should i|is it (?:ok|safe))\b/ }),
  situation('overdose', new RegExp(`\\b${PILL} (?:are |were |is )?missing\\b`), { requires: new RegExp(`\\b${CHILD}\\b`) }),
  situation('overdose', MAY_HAVE_EATEN, { requires: new RegExp(`\\b${CHILD}\\b.*\\b${PILL}\\b|\\b${PILL}\\b.*\\b${CHILD}\\b`) }),
  situation('overdose', /\b(?:i|he|she|they) (?:take|eat|drink|took) (?:\w+ ){0,2}?(?:too many|too much) (?:\w+ ){0,2}?(?:pills?|tablets?|meds|medicine)\b/, { requires: /\b(?:\d{2}|sleepy|drowsy|dizzy|vomit\w*|sick|pass out|dying|help|what (?:i|do i|should i) do)\b/ }),

  // Poisoning
  situation('poisoning', MAY_HAVE_EATEN, { requires: new RegExp(`\\b${CHILD}\\b.*\\b${POISON}\\b|\\b${POISON}\\b.*\\b${CHILD}\\b`) }),
  topic('poisoning', /\b(?<!food )(?:poisoned|poisoning|poisonous)\b/, { unless: /\b(?:food poisoning|blood poisoning|poisoning (?:the|my) (?:relationship|mind|well))\b/ }),
  situation('poisoning', new RegExp(`\\b${CHILD_INGESTS}(?: \\w+){0,6}? ${POISON}\\b`), { requires: new RegExp(`\\b${CHILD}\\b`), unless: /\b(?:alcohol free|non ?toxic)\b/ }),
  situation('poisoning', new RegExp(`\\b(?:drank|swallowed|ingested|drunk|inhaled|breathed in|sprayed|gulped|accidentally (?:drank|swallowed|ate)) (?:\\w+ ){0,3}?(?:bleach|antifreeze|detergent|cleaner|drain cleaner|oven cleaner|lamp oil|paraffin|kerosene|petrol|gasoline|lighter fluid|washer fluid|rat poison|poison|pesticide|insecticide|weed ?killer|paint thinner|turpentine|white spirit|methanol|ammonia|chlorine|fumes|laundry (?:pods?|detergent)|dishwasher (?:tablets?|detergent)|button batter(?:y|ies)|batter(?:y|ies)|magnets?)\\b`)),
  situation('poisoning', /\b(?:mixed|mixing) (?:\w+ ){0,2}bleach (?:and|with) (?:\w+ ){0,2}(?:ammonia|vinegar|cleaner|toilet cleaner)\b/, { requires: /\b(?:breath\w*|cough\w*|dizzy|fumes|eyes|throat|chest|sick|faint)\b/ }),
  situation('poisoning', /\b(?:carbon monoxide|co) (?:alarm|detector|monitor) (?:is |was |keeps |started |went )?(?:going off|beeping|sounding|off)\b/, { requires: /\b(?:headache|dizzy|sick|nause\w*|sleepy|drowsy|vomit\w*|confused|faint)\b/ }),
  situation('poisoning', /\b(?:ate|eaten|picked and ate) (?:some )?(?:wild|foraged|random|unknown) (?:mushrooms?|berries|plants?)\b/, { requires: /\b(?:vomit\w*|sick|pain|dizzy|hallucinat\w*|cramps|diarrh\w*|worried|what do i do|sleepy)\b/ }),

  // Severe bleeding
  situation('bleeding', /\b(?:bleeding|blood|bleed) (?:that |which )?(?:wont|will not|doesnt|does not|cant|isnt|is not|hasnt|has not|just wont|not|no) (?:stop|stopping|stopped|slow)\b|\b(?:cant|cannot|can not|unable to) (?:stop|control) (?:the |his |her |this )?(?:bleeding|blood)\b|\bwont stop bleeding\b/),
  situation('bleeding', /\b(?:(?:severe|heavy|uncontrolled|uncontrollable|massive|serious|lots of|a lot of|so much|tons of) (?:bleeding|blood loss)|(?:lost|losing) (?:a lot of|so much|lots of|loads of) blood|bleeding out|bleeding (?:from (?:my|his|her|the) \w+ )?(?:heavily|badly|profusely|a lot|like crazy|everywhere|so much|really bad)|(?:wont|will not|doesnt|does not|cant|isnt|is not) stop bleeding|(?:toilet|bowl|pad|bed|sheets|sink) (?:is |was )?(?:full of|filled with|covered in) blood|(?:vomiting|coughing|throwing up|threw up|puking|puked|vomited|coughed up|coughing up|spewing|bringing up) (?:up )?(?:\w+ ){0,3}?blood|blood in (?:my|his|her|their) vomit)\b/, { unless: /\b(?:a (?:little|bit|tiny bit|streak|speck|fleck) of|tiny|specks?|streaks?|after brushing|gums|from my gums|nose picking|period|menstrual)\b/ }),
  situation('bleeding', /\b(?:soaked|soaking|bled|bleeding) (?:right )?(?:through )?(?:\w+ ){0,3}?(?:towels?|bandages?|gauze|pads?|tea towels?|cloths?|tissues|dressing|the sheets|t ?shirt|shirt)\b/, { unless: /\b(?:sweat\w*|rain|water|coffee|period pads? (?:every|once)|night sweats)\b/ }),
  situation('bleeding', /\b(?:blood|bleeding) (?:is |was )?(?:everywhere|pouring|gushing|spurting|pumping|squirting|spraying)|\b(?:pouring|gushing|spurting|squirting|pumping) (?:out )?blood\b/),
  situation('bleeding', /\b(?:bleeding|bled|nosebleed|nose bleed|nose (?:is |has been )?bleeding|cut (?:\w+ ){0,2}bleeding)(?: \w+){0,3} (?:for|over|more than|nonstop for|non stop for|longer than) (?:(?:1[5-9]|[2-9]\d|\d{3}) (?:min|mins|minutes)|(?:fifteen|twenty|thirty|forty|forty five|fifty|sixty) (?:min|mins|minutes)|(?:an|half an|a|one|two|three|over an|\d+) (?:hour|hours|hrs|hr))\b/),
  situation('bleeding', /\b(?:deep|huge|big|gaping|long) (?:\w+ ){0,2}(?:cut|gash|wound|laceration)\b/, { requires: /\b(?:wont stop|cant stop|bleed\w*|see (?:the )?(?:bone|fat)|to the bone|spurt\w*|gushing|pouring|blood everywhere)\b/, unless: /\b(?:healed|healing|scar|stitches out|last (?:week|month|year)|ago)\b/ }),
  topic('bleeding', /\bcoffee ?grounds?\b/, { requires: /\b(?:vomit\w*|throw\w* up|threw up|puk\w*|sick|spit\w* up|brought up|bringing up|heav\w*)\b/ }),
  topic('bleeding', /\b(?:black|tarry|tar like|tar coloured|tar colored|maroon)(?: \w+){0,3} (?:stools?|poos?|poops?|bowel movements?|bms?|diarrh\w*|motions|feces|faeces|number twos?)\b|\b(?:stools?|poos?|poops?|bowel movements?|diarrh\w*|faeces|feces)(?: \w+){0,3} (?:black|tarry|like tar|maroon|jet black)\b/, { requires: new RegExp(`\\b(?:tarry|tar|sticky|${ANTICOAGULANT}|dizzy|faint\\w*|weak|light ?headed|pale|vomit\\w*|passing out|passed out|clammy|smells awful)\\b`), unless: new RegExp(`^(?!.*\\b${ANTICOAGULANT}\\b).*${BLACK_STOOL_BENIGN.source}`) }),
  situation('bleeding', new RegExp(`\\b${ANTICOAGULANT}\\b`), { requires: ACTIVE_BLEED, unless: /\b(?:(?:it|the bleeding|bleeding) (?:has |had )?(?:stopped|stopped quickly)|stopped (?:after|within|quickly)|(?:what|how) (?:should i do|to do|do i) if|in case|(?:does|do|can|could|will|would) (?:\w+ ){0,3}(?:make|cause|increase))\b/ }),
  situation('bleeding', /\b(?:pregnant|weeks? pregnant|just (?:gave|given) birth|postpartum|after (?:giving )?birth)\b/, { requires: /\b(?:bleeding (?:heavily|a lot|badly|through)|heavy bleeding|soak\w*|clots? (?:the size|as big)|gushing|pouring)\b/ }),
];
