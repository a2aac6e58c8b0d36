/**
 * Dose errors: a high-risk medicine taken twice, doubled, "by mistake", a whole week's or pack's
 * worth, or mixed with alcohol or another sedative. packages/core may not import the knowledge
 * base, so the high-risk classes are a small lexicon here (ISMP high-alert medicines and the
 * classes poison centres see most deaths from): insulin and sulfonylureas, opioids,
 * benzodiazepines and Z-drugs, beta-blockers, calcium-channel blockers, digoxin, anticoagulants,
 * lithium, tricyclics, iron, acetaminophen, colchicine, methotrexate, clonidine, anti-arrhythmics
 * and anticonvulsants. Any other medicine counts only with a red flag beside the error.
 */
import { ANTICOAGULANT, PILL } from './emergency-lexicon-en-words';
import { hasUnnegated } from './emergency-readings';

const alt = (words: readonly string[]) => `(?:${words.join('|')})`;

/** High-risk medicines by class and brand (English names and brands used in our five languages). */
export const HIGH_RISK_DRUG = alt([
  // insulin and sulfonylureas
  'insulin', 'humalog', 'novorapid', 'novolog', 'lantus', 'levemir', 'tresiba', 'toujeo', 'basaglar', 'fiasp', 'apidra',
  'humulin', 'novomix', 'glipizide', 'gliclazide', 'glyburide', 'glibenclamide', 'glimepiride', 'diamicron', 'amaryl',
  // opioids
  'oxys?', 'oxycodone', 'oxycontin', 'percs?', 'percocets?', 'vicodin', 'norco', 'hydrocodone', 'morphine', 'fentanyl',
  'methadone', 'buprenorphine', 'suboxone', 'subutex', 'tramadol', 'codeine', 'co codamol', 'dilaudid', 'hydromorphone',
  'tapentadol', 'nucynta', 'opioids?', 'opiates?', 'painkillers?', 'heroin',
  // benzodiazepines and Z-drugs
  'benzos?', 'xanax', 'xannies', 'alprazolam', 'valium', 'diazepam', 'klonopin', 'clonazepam', 'rivotril',
  'ativan', 'lorazepam', 'temazepam', 'etizolam', 'ambien', 'zolpidem', 'zopiclone', 'stilnox', 'sleeping (?:pills?|tablets?)',
  // heart and blood pressure
  '\\w{3,}olol', 'beta ?blockers?', '\\w{3,}dipine', 'verapamil', 'diltiazem', 'digoxin', 'lanoxin', 'flecainide',
  'amiodarone', 'clonidine', '(?:blood pressure|bp|heart) (?:pills?|tablets?|meds|medicine|medication)',
  ANTICOAGULANT.slice(3, -1),
  // psychiatric and others
  'lithium', 'amitriptyline', 'nortriptyline', 'imipramine', 'clomipramine', 'doxepin', 'tricyclics?', 'iron (?:pills?|tablets?)',
  'ferrous \\w+', 'tylenol', 'paracetamol', 'acetaminophen', 'panadol', 'calpol', 'doliprane', 'dafalgan', 'efferalgan',
  'colchicine', 'methotrexate', 'theophylline', 'carbamazepine', 'tegretol', 'phenytoin', 'quetiapine', 'seroquel',
  'rohypnol', 'ghb',
]);

const ALCOHOL = '(?:alcohol|booze|beers?|wine|vodka|whiskey|whisky|rum|gin|tequila|drinks|shots|cerveza|alcool|bier|vinho|cachaca)';
/** Sedatives: dangerous with alcohol or with each other. */
const SEDATIVE = alt([
  'oxys?', 'oxycodone', 'oxycontin', 'percs?', 'percocets?', 'vicodin', 'norco', 'hydrocodone', 'morphine', 'fentanyl', 'methadone',
  'tramadol', 'codeine', 'heroin', 'opioids?', 'opiates?', 'benzos?', 'xanax', 'xannies', 'alprazolam', 'valium', 'diazepam',
  'klonopin', 'clonazepam', 'rivotril', 'ativan', 'lorazepam', 'temazepam', 'ambien', 'zolpidem', 'zopiclone',
  'sleeping (?:pills?|tablets?)', 'sleepers', 'gabapentin', 'pregabalin', 'lyrica', 'seroquel', 'quetiapine', 'ghb', 'ketamine',
]);

/** Something was taken or given (English, then es/fr/de/pt). */
const INGESTED =
  /\b(?:took|taken|gave|given|had|injected|swallowed|popped|dosed|doubled|tripled|did|downed|ate|drank|necked|mixed|mixing|tomei|tomou|tomo|tome|tomaste|tomado|tomamos|bebi|bebio|pris|prise|avale|donne|genommen|geschluckt|nahm|gegeben|ingeri|engoli|dei)\b/;

/** The error itself (not mixing): twice, doubled, by mistake, a whole pack, too many. English, then es/fr/de/pt. */
const DOSE_ERROR = new RegExp(
  [
    '\\b(?:took|taken|gave|given|injected|swallowed|popped|dosed) (?:\\w+ ){0,4}?(?:twice|two times|2 times|three times|double|both (?:doses|shots|injections|pens))\\b',
    '\\b(?:double|doubled|triple|tripled) ?(?:dosed|dosing|dose|doses|up|my|his|her|the)\\b',
    '\\b(?:accidentally|accidently|mistakenly) (?:\\w+ )?(?:took|taken|gave|given|injected|swallowed|doubled|double dosed|had|used|did|took)\\b',
    '\\b(?:took|taken|gave|given|injected|swallowed|had|used|did) (?:\\w+ ){0,6}?(?:by mistake|by accident|wrong (?:dose|pills?|meds|medicine|tablets?|insulin|pen))\\b',
    '\\bforgot (?:that )?(?:i|he|she|they) (?:had )?(?:already )?(?:took|taken|had|did|gave|given|injected)\\b',
    '\\b\\d+(?:\\.\\d+)? ?(?:ml|mg|mcg|units?|u)(?: \\w+){0,2} instead of (?:\\d|one|a |half)',
    '\\b(?:whole|entire|full|all (?:of )?(?:my|his|her|the|a|their)) (?:\\w+ )?(?:week|weeks|month|bottle|pack|packet|strip|box|blister|sheet|prescription|supply|pill box)\\b',
    '\\b(?:a |one |two |\\d+ )?(?:weeks?|months?|days?) (?:worth|supply)\\b|\\bweek of (?:\\w+ )?(?:pills|meds|tablets|\\w+)\\b(?= at once| in one go| all at once)',
    '\\b(?:took|taken|had|gave|given|swallowed|injected) (?:way )?too (?:many|much)\\b(?! (?:to drink|drinks?|alcohol|beers?|wine|coffee|food|sun|caffeine|sugar))',
    '\\btoo (?:many|much) (?:of )?(?:my |his |her |the |their )?(?:\\w+ ){0,2}?(?:pills?|tablets?|meds|medicine|dose|doses|insulin|units?)\\b',
    `\\b(?:an |one |1 )?extra (?:\\w+ ){0,2}?(?:dose|doses|pills?|tablets?|shots?|units?|injections?|${HIGH_RISK_DRUG})\\b|\\banother (?:dose|shot|injection)\\b|\\b(?:\\d+|two|three|four|five) (?:of (?:my|his|her) )?(?:\\w+ )?doses\\b`,
    '\\b(?:doble dosis|dosis doble|dos veces|por error|sin querer|(?:caja|frasco|blister|tableta) enter[oa]|todas las (?:pastillas|pildoras)|dose double|double dose|deux fois|par erreur|(?:boite|plaquette) entiere|toute la (?:boite|plaquette)|doppelte dosis|zweimal|aus versehen|versehentlich|ganze (?:packung|schachtel|blister)|dose dupla|dobro da dose|duas vezes|sem querer|por engano|(?:cartela|caixa) inteira|frasco inteiro)\\b',
  ].join('|'),
);

/** A sedative with alcohol or another sedative. */
const MIXED = new RegExp(
  `\\b(?:${SEDATIVE}) (?:\\w+ ){0,4}?(?:with|and|plus|on top of|then|mixed with) (?:\\w+ ){0,3}?(?:${ALCOHOL}|${SEDATIVE})\\b|\\b(?:${ALCOHOL}) (?:\\w+ ){0,4}?(?:with|and|plus|on top of|then) (?:\\w+ ){0,3}?(?:${SEDATIVE})\\b|\\bmix\\w* (?:\\w+ ){0,3}?(?:${SEDATIVE}|${ALCOHOL}) (?:\\w+ ){0,2}?(?:with|and) (?:\\w+ ){0,3}?(?:${ALCOHOL}|${SEDATIVE})\\b`,
);

/** Habits and questions, not an event: "twice a day", "can I take it twice", "what if I double up". */
const NOT_AN_EVENT =
  /\b(?:(?:twice|two times|double) (?:a|per|each|every) (?:day|night|week)|twice daily|(?:can|could|should|may) (?:i|you|he|she|we|people|someone) (?:\w+ )?(?:take|have|give|double|mix|drink|combine)|is (?:it|that|this) (?:ok|okay|safe|bad|dangerous|normal)|what (?:if|happens|would happen)|how (?:much|many|long|do|does|to)|safe to|allowed to|prescribed|doctor (?:said|told|doubled|upped)|double check\w*)\b/;

const HIGH_RISK = new RegExp(`\\b${HIGH_RISK_DRUG}\\b`);
const ANY_DRUG = new RegExp(`\\b(?:${PILL}|dose|doses|dosis|medicamentos?|medicaments?|medikamente|tabletten|remedios?|comprimidos|pastillas|pilules)\\b`);

/**
 * Whether the message reports a dose error: a high-risk medicine with an error, a sedative mixed
 * with alcohol or another sedative, or any medicine with an error and a red flag (`redFlag`: asked
 * only when needed).
 */
export function doseError(text: string, redFlag: () => boolean): boolean {
  if (NOT_AN_EVENT.test(text) || !hasUnnegated(text, INGESTED)) return false;
  if (hasUnnegated(text, MIXED)) return true;
  if (!hasUnnegated(text, DOSE_ERROR)) return false;
  return HIGH_RISK.test(text) || (ANY_DRUG.test(text) && redFlag());
}
