/**
 * Classic warning clusters: signs that are ordinary one by one and an emergency together — chest
 * or heart complaints with a red flag, carbon monoxide (several people ill, an alarm), GI bleeding
 * (black tarry stool with faintness), DKA (fruity breath, vomiting in type 1), choking (something
 * stuck and cannot cough or talk), anaphylaxis (hives or swelling after a trigger with faintness or
 * breathing trouble), hypoglycaemia (a diabetic sweaty and confused), a collapsed person who will not
 * answer, a feverish child twitching, an inhaler that does nothing, a poison with a red flag, and dose
 * errors of high-risk medicines. None counts in a general question, a hypothetical or a past event
 * (the caller passes the message reading), nor when its signs are negated.
 */
import { doseError } from './emergency-dose-errors';
import { ANTICOAGULANT, POISON } from './emergency-lexicon-en-words';
import { hasUnnegated } from './emergency-readings';
import { BREATHLESS, CLAMMY, hasRedFlag } from './emergency-red-flags';
import type { EmergencyCategory } from './emergency-types';

/** The message's red flags, read once per message and only when a cluster asks. */
class Flags {
  private hard?: boolean;
  private soft?: boolean;
  constructor(private readonly text: string) {}
  /** About to pass out, fading, going blue, confused … */
  get red(): boolean {
    return (this.hard ??= hasRedFlag(this.text));
  }
  /** A red flag, or dizziness or a clammy sweat. */
  get any(): boolean {
    return (this.soft ??= this.red || hasRedFlag(this.text, true));
  }
}

interface Cluster {
  category: EmergencyCategory;
  fires: (text: string, flags: Flags) => boolean;
}

const has = (text: string, pattern: RegExp) => hasUnnegated(text, pattern);

const HEART = new RegExp(
  [
    '\\bchest\\b(?: \\w+){0,4} (?:pain|pains|hurts?|hurting|aching|aches|tight\\w*|pressure|heavy|burning)\\b',
    '\\b(?:pain|pressure|tightness|ache|heaviness|squeezing)(?: \\w+){0,3} (?:from |in |across |behind )?(?:my |his |her |the )?(?:chest|sternum|breast ?bone)\\b',
    '\\bheart (?:\\w+ ){0,2}(?:racing|pounding|fluttering|thumping|hammering|beating (?:\\w+ )?(?:fast|hard|slow|weird)|going (?:crazy|mad|like)|skipping|irregular|so slow|really slow|very slow|is slow|all over the place)\\b',
    '\\bpalpitations?\\b|\\b(?:heart ?rate|pulse|hr|bpm)(?: \\w+){0,3} (?:1[5-9]\\d|2\\d\\d|[23]\\d)\\b|\\bheart(?: \\w+){0,3} (?:like|at|over|about) (?:1[5-9]\\d|2\\d\\d)\\b',
    '\\b(?:jaw|left arm|arm|shoulder|upper back) (?:\\w+ )?(?:pain|ache|aching|hurts|hurting)\\b(?=.*\\b(?:nause\\w*|sick|vomit\\w*|throwing up)\\b)',
  ].join('|'),
);
const NOT_HEART = /\b(?:lol|haha|crush|date|movie|film|game|horror|exam|workout|gym|leg day|pulled a muscle)\b/;

const TRIGGER = /\b(?:stung|sting|stings|bitten|ate|eaten|eating|after (?:the |a |my |his |her |that )?(?:new )?(?:\w+ )?(?:medicine|antibiotic|pill|tablet|injection|shot|vaccine|jab|food|meal|snack|dinner|lunch)|amoxicillin|amoxil|penicillin|antibiotics?|peanuts?|nuts|shellfish|shrimp|prawns?|sesame|bee|wasp|hornet|contrast dye|gave (?:him|her|them|my \w+) (?:\w+ )?(?:medicine|antibiotic|\w+cillin))\b/;
const SKIN_OR_SWELLING =
  /\b(?:hives|welts|(?:rash|blotches|red|itch\w*|swell\w*|swollen|puff\w*|bumps)(?: \w+){0,2} (?:all over|everywhere|spreading)|covered in (?:hives|welts|a rash|bumps|spots)|(?:face|eyes?|lips?|tongue|throat|mouth|cheeks|eyelids)(?: \w+){0,3} (?:swell\w*|swollen|puff\w*|blow\w* up|balloon\w*))\b/;
const ANAPHYLAXIS_COMPANY = /\b(?:hoarse|voice (?:is |sounds )?(?:changing|changed|croaky|different|funny)|wheez\w*|breath\w*|throat|swallow\w*|vomit\w*|throwing up|floppy|collaps\w*)\b/;

const STOOL = /\b(?:poo\w*|poop\w*|stools?|bowel (?:movements?|motions?)|bms?|diarrh\w*|number twos?|toilet|feces|faeces|pooed|pooped)\b/;
const BLACK = /\b(?:black|tarry|tar|maroon|jet black)\b/;
const BLACK_BENIGN = /\b(?:iron|pepto|bismuth|blueberr\w*|licorice|liquorice|black pudding|charcoal|beets?|oreos?|squid ink)\b/;
const ANTICOAGULATED = new RegExp(`\\b${ANTICOAGULANT}\\b`);

const CO_NAMED = /\b(?:carbon monoxide|co (?:alarm|detector|monitor)|co poisoning)\b/;
const CO_SOURCE = /\b(?:smell\w* (?:of |like )?gas|gas (?:smell|leak)|fumes|exhaust|boiler|heater|generator|furnace|stove|bbq|barbecue|charcoal|fireplace|wood ?burner|log burner|gas fire)\b/;
const GROUP = /\b(?:we all|all of us|everyone|everybody|the whole (?:family|house|household)|both of us|we both|me and (?:my )?\w+|\w+ and (?:me|i)|the kids and|all (?:have|got|feel|feeling)|whole family|(?:my|the) (?:family|kids|children) (?:all|both|too|also)|us all)\b/;
const CO_SYMPTOM = /\b(?:headaches?|dizzy|sick|nause\w*|vomit\w*|throwing up|drowsy|sleepy|confused|faint|light ?headed|collaps\w*|wont wake)\b/;

const FRUITY = /\b(?:fruity|acetone|pear drops|nail polish (?:remover )?(?:smell|breath)|(?:breath|smells?) (?:\w+ ){0,2}(?:like )?(?:nail polish|acetone|pear drops|fruit))\b/;
const DIABETIC = /\b(?:diabetic|diabetes|type (?:1|one|i|2|two)|t1d?|t2d?|on insulin|insulin|insulin pump|sugars?|dexcom|libre|cgm)\b/;
const VOMIT = /\b(?:vomit\w*|throwing up|threw up|puk\w*|being sick|cant keep (?:anything|water|fluids|food) down)\b/;
const DKA_BESIDE_VOMIT = /\b(?:drowsy|sleepy|confus\w*|breathing (?:\w+ )?(?:fast|deep|heavy|hard|weird)|deep (?:\w+ )?breath\w*|stomach (?:pain|ache|hurts)|belly (?:pain|ache|hurts)|tummy (?:pain|ache|hurts)|(?:so|really|very|super) thirsty|ketones?|out of it|lethargic)\b/;

const OBSTRUCTED = /\b(?:stuck|lodged|caught) in (?:his|her|my|their|the) (?:throat|windpipe|airway)|something (?:is )?(?:stuck|lodged)|(?:swallowed|inhaled|choked on|choking on|chokes on) (?:a |an |the |some |part of a |a piece of |a bit of )?(?:\w+ )?(?:grapes?|coins?|toy|lego|batter(?:y|ies)|beads?|marbles?|sweets?|candy|nuts?|peanuts?|pieces?|bone|buttons?|caps?|balloon|food|meat|steak|chicken|sausage|hot dog|popcorn|carrot|apple)|went down the wrong (?:way|pipe)\b/;
const CANT_CLEAR = /\b(?:cant|cannot|can not|unable to|couldnt|isnt able to) (?:cough|talk|speak|breathe|breath|cry|make (?:a|any) (?:sound|noise)|get (?:it|air) (?:out|in))|(?:turning|going|gone|went|is) (?:\w+ )?(?:blue|purple|grey|gray)|not breathing|gasping|clutching (?:his|her|my|their) (?:throat|neck)|grabbing (?:his|her|my|their) (?:throat|neck)|no sound\b/;

const ALTERED = /\b(?:confus\w*|not making (?:any )?sense|acting (?:drunk|weird|strange|odd|funny)|slurr\w*|incoherent|out of it|combative|aggressive|wont wake|cant wake|very drowsy|passing out|not responding|talking nonsense|doesnt know where)\b/;
const ADRENERGIC = /\b(?:sweat\w*|clammy|shak\w*|trembl\w*|pale|wont (?:eat|drink)|cant get (?:him|her|them) to (?:eat|drink)|refus\w* to (?:eat|drink))\b/;

const DOWN = /\b(?:slumped|collapsed|on the (?:floor|ground|bathroom floor|kitchen floor)|lying (?:on|in) (?:the|a|his|her|their|bed)|went down|dropped(?: to the (?:floor|ground)| down)?(?! (?:out|off|by|in|the|his|her|my|a|me|him)\b)|keeled|fell (?:down|over)|found (?:him|her|them|my \w+) (?:on|in|lying|slumped|collapsed|face))\b/;
const NO_ANSWER = /\b(?:wont|isnt|not|doesnt|cant get (?:him|her|them) to|will not|is not) (?:answer\w*|respond\w*|wake\w*|open (?:his|her|their) eyes)\b/;
const DEVICE = /\b(?:phone|laptop|app|screen|computer|tv|website|server|car (?:wont|doesnt) start|texts?|calls?|messages?)\b/;

const FEVER = /\b(?:fever|febrile|temp(?:erature)? (?:of |is |at )?(?:3[89](?:\.\d)?|4[01](?:\.\d)?|10[1-6](?:\.\d)?)|burning up|hot to touch)\b/;
const LIMBS_MOVING = /\b(?:arms?|legs?|body|limbs|hands?|whole body|all over)(?: \w+){0,3} (?:are |is |keep |keeps |started )?(?:twitching|jerking|shaking|stiff\w*|rigid|convuls\w*)\b|\b(?:twitching|jerking|stiff|rigid) (?:all over|arms|legs)\b/;
const SEIZURE_COMPANY = /\b(?:wont look at|not looking at|staring|not responding|unresponsive|eyes (?:rolled|rolling|fixed|glazed)|lips (?:blue|turning)|floor|wont stop|cant stop)\b/;

const INHALER = /\b(?:inhaler|puffer|ventolin|salbutamol|albuterol|nebuli[sz]er|blue pump)\b/;
const NO_RELIEF = /\b(?:(?:\d{2}|[5-9]|ten|twenty|loads of|so many|many|lots of) (?:times|puffs|goes)|no (?:change|difference|relief|help|better)|didnt (?:help|work|do anything|change anything)|not (?:helping|working)|still (?:cant|struggling|wheez\w*|tight|bad))\b/;

const SWALLOWED_POISON = new RegExp(`\\b(?:drank|drunk|swallowed|ate|eaten|inhaled|breathed in|sniffed|huffed|gulped|sprayed) (?:\\w+ ){0,4}?${POISON}\\b`);
const POISON_COMPANY = /\b(?:vomit\w*|throwing up|throat (?:is )?(?:burning|on fire)|mouth (?:is )?burning|drooling|cough\w*|hard to breathe)\b/;

export const warningClusters: readonly Cluster[] = [
  { category: 'cardiac', fires: (t, f) => has(t, HEART) && !NOT_HEART.test(t) && (f.red || has(t, CLAMMY) || has(t, BREATHLESS)) },
  { category: 'allergy', fires: (t, f) => TRIGGER.test(t) && has(t, SKIN_OR_SWELLING) && (f.any || has(t, ANAPHYLAXIS_COMPANY)) },
  {
    category: 'bleeding',
    fires: (t, f) => has(t, STOOL) && has(t, BLACK) && (ANTICOAGULATED.test(t) || !BLACK_BENIGN.test(t)) && (/\btar\w*\b/.test(t) || f.any || ANTICOAGULATED.test(t)),
  },
  { category: 'poisoning', fires: (t) => has(t, CO_SYMPTOM) && (has(t, CO_NAMED) || (has(t, CO_SOURCE) && GROUP.test(t))) },
  { category: 'poisoning', fires: (t, f) => has(t, SWALLOWED_POISON) && (f.any || has(t, POISON_COMPANY)) },
  { category: 'hyperglycaemia', fires: (t, f) => (has(t, FRUITY) && (has(t, VOMIT) || has(t, DKA_BESIDE_VOMIT))) || (has(t, DIABETIC) && has(t, VOMIT) && (f.red || has(t, DKA_BESIDE_VOMIT))) },
  { category: 'breathing', fires: (t) => has(t, OBSTRUCTED) && has(t, CANT_CLEAR) },
  { category: 'breathing', fires: (t) => has(t, INHALER) && has(t, NO_RELIEF) && (has(t, BREATHLESS) || /\b(?:asthma|wheez\w*|tight|breath\w*)\b/.test(t)) },
  { category: 'hypoglycaemia', fires: (t) => has(t, DIABETIC) && has(t, ALTERED) && has(t, ADRENERGIC) },
  { category: 'unconscious', fires: (t) => has(t, DOWN) && has(t, NO_ANSWER) && !DEVICE.test(t) },
  { category: 'seizure', fires: (t) => has(t, LIMBS_MOVING) && (has(t, FEVER) || has(t, SEIZURE_COMPANY)) },
  { category: 'overdose', fires: (t, f) => doseError(t, () => f.any) },
];

/** Categories whose warning cluster the message shows. Nothing for a general question or a hypothetical. */
export function clusterCategories(text: string, reading: { general: boolean; hypothetical: boolean }): EmergencyCategory[] {
  if (reading.general || reading.hypothetical) return [];
  const found: EmergencyCategory[] = [];
  const flags = new Flags(text);
  for (const cluster of warningClusters) if (!found.includes(cluster.category) && cluster.fires(text, flags)) found.push(cluster.category);
  return found;
}
