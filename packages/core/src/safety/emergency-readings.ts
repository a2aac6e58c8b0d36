/**
 * Readings in the crisis range. A number alone is not an emergency; a number in the crisis range
 * with the symptoms that make it one is. Thresholds (docs/decisions/0010-emergency-screen.md):
 *
 * - Hypoglycaemia: glucose < 54 mg/dL (< 3.0 mmol/L) — ADA Standards of Care, "level 2
 *   hypoglycemia" — with symptoms (shaky, sweaty, confused, drowsy …), or a low reported with an
 *   altered state (confused, not making sense, cannot swallow, unconscious, seizure) — ADA
 *   "level 3", severe hypoglycaemia needing another person's help.
 * - Hyperglycaemia: glucose ≥ 250 mg/dL (≥ 13.9 mmol/L) or a meter reading "HI" with signs of
 *   diabetic ketoacidosis or the hyperosmolar state (vomiting, confusion, drowsiness, fast deep
 *   breathing, fruity breath, moderate/large ketones) — ADA: check ketones above 240 mg/dL and get
 *   emergency care for ketones with vomiting; or DKA named outright.
 * - In pregnancy (or just after birth) the severe range starts lower: ≥ 160 and/or ≥ 110 mmHg with
 *   headache, vision change or upper-abdominal pain is severe pre-eclampsia — ACOG: urgent care.
 * - Hypertensive crisis: systolic ≥ 180 and/or diastolic ≥ 120 mmHg with symptoms of organ damage
 *   (chest pain, shortness of breath, back pain, numbness or weakness, change in vision,
 *   difficulty speaking, severe headache or confusion) — AHA: "call 911". The same reading
 *   without symptoms is the AHA's "wait five minutes, test again, contact your doctor": not routed.
 */
import type { EmergencyCategory } from './emergency-types';

const GLUCOSE_CONTEXT =
  '(?:blood sugars?|blood glucose|sugars?|glucose|bgl?|bs|cgm|dexcom|dex|libre|glucometer|hypo|azucar|glucosa|glucemia|glycemie|blutzucker|zucker|bz|glicemia|acucar|glicose)';
const GLUCOSE = new RegExp(`\\b${GLUCOSE_CONTEXT}\\b(?: [a-z]+){0,5}? (\\d{1,3}(?:\\.\\d{1,2})?)(?: ?(mg ?dl|mg|mmol(?: ?l)?))?\\b`, 'g');
const METER = '(?:meter|reading|monitor|sensor|glucometer|dexcom|libre|cgm|pump)';
const METER_LO = new RegExp(`\\b${GLUCOSE_CONTEXT}\\b(?: [a-z]+){0,3}? (?:lo|low reading)\\b|\\b${METER} (?:\\w+ ){0,2}(?:says|shows|reads|reading|showing|just says) lo\\b`);
const METER_HI = new RegExp(`\\b${GLUCOSE_CONTEXT}\\b(?: [a-z]+){0,3}? (?:hi|high reading)\\b|\\b${METER} (?:\\w+ ){0,2}(?:says|shows|reads|reading|showing|just says) hi\\b`);

const HYPO_SYMPTOMS =
  /\b(?:shak\w*|trembl\w*|sweat\w*|clammy|confus\w*|(?:feel|feeling|feels) (?:so |really |very )?(?:awful|terrible|horrible|rough|funny|weird|strange|unwell|ill|off|wobbly|faint|bad|crap|shit)|not (?:feeling )?right|wobbly|cant think|not making sense|slurr\w*|cant think|dizzy|drowsy|sleepy|passing out|passed out|fainting|faint|unconscious|wont wake|cant wake|seizure|fitting|convuls\w*|cant swallow|combative|aggressive|acting (?:drunk|weird|strange)|weird|blurry|pale|cant stand|collapsed|not responding|incoherent|out of it|temblor\w*|sudor\w*|confundid\w*|mareado|desmay\w*|tremble|confus|transpir\w*|zittert|verwirrt|schwitzt|tremendo|suando|confus[ao]|tonto|tont[ao])\b/;
const SEVERE_HYPO_STATE =
  /\b(?:unconscious|too (?:drowsy|sleepy|confused|weak) to (?:drink|eat|swallow)|cant (?:drink|eat) (?:the|any)|wont (?:drink|eat)|unable to swallow|very drowsy|passed out|wont wake|cant wake|not waking|seizure|fitting|convuls\w*|cant swallow|not making sense|confused|not responding|slurring|combative|incoherent|cant stand|collapsed|out of it|acting drunk|inconsciente|no responde|confundid[oa]|convulsion\w*|inconscient|ne repond|bewusstlos|verwirrt|reagiert nicht|desmaiad[ao]|nao responde)\b/;
const LOW_WORDS =
  /\b(?:hypo|hypoglyc\w*|low (?:blood )?sugar|blood sugar (?:is |was )?(?:very |really |super |dangerously )?low|sugars? (?:is |are |keeps? )?(?:crashing|dropping|tanking|plummeting|very low|really low|super low|low)|going low|hipoglucemia|azucar (?:muy )?baj[ao]|hypoglycemie|unterzucker\w*|hipoglicemia|acucar baix[ao])\b/;
const DKA_SIGNS =
  /\b(?:vomit\w*|throwing up|threw up|puk\w*|being sick|cant keep (?:anything|water|fluids|food) down|confus\w*|drowsy|very sleepy|cant stay awake|fruity|acetone|pear drops|nail polish (?:smell|remover smell)|breathing (?:fast|deep|heavy|hard|weird)|deep (?:fast )?breaths|stomach (?:pain|ache)|abdominal pain|belly (?:pain|ache)|ketones? (?:are |is )?(?:high|large|moderate|positive|\d)|high ketones|lethargic|out of it|not making sense|vomit|vomitando|confundid\w*|vomissements?|vomit|erbrech\w*|verwirrt|vomitando|confus[ao])\b/;
/** Blood ketones of 1.5 mmol/L or more (moderate; over 3.0 high), or a urine strip of 40 mg/dL or more. */
const KETONES_HIGH = /\b(?:ketones? (?:are |is |were |was )?(?:high|large|moderate|positive|very high|through the roof)|(?:high|large|moderate) ketones|ketones? (?:are |is |at |of |reading |level |levels )?(?:1\.[5-9]\d?|[2-9](?:\.\d{1,2})?|[4-9]\d|1[0-6]\d)(?! ?(?:mins?|minutes|hours?|days?|am|pm))(?: ?(?:mmol(?: ?l)?|mg ?dl))?)\b/;
const DKA_NAMED = /\b(?:dka|ketoacidosis|cetoacidosis|cetoacidose|ketoazidose|acidocetose)\b/;

const BP = /\b(\d{2,3}) ?(?:\/|over|sur|sobre|por|zu|ueber|uber) ?(\d{2,3})\b/g;
const BP_CONTEXT = /\b(?:bp|blood pressure|pressure|reading|cuff|monitor|systolic|diastolic|presion|tension|tension arterielle|blutdruck|pressao|mmhg)\b/;
const ORGAN_SYMPTOMS =
  /\b(?:chest (?:pain|pains|tight\w*|pressure|hurts)|short(?:ness)? of breath|cant (?:breathe|breath)|breathless|struggling to breathe|back pain|numb\w*|weak\w*|vision|blurr\w*|cant see|seeing (?:double|spots)|double vision|cant (?:speak|talk)|slurr\w*|trouble (?:speaking|talking)|confus\w*|(?:severe|worst|splitting|pounding|terrible|awful|really bad|very bad|crushing) headache|headache (?:is |thats )?(?:severe|awful|terrible|unbearable|the worst)|head (?:is |feels )?(?:like (?:its|it is) )?(?:pounding|splitting|throbbing|exploding|going to explode|about to explode|killing me)|seizure|dolor (?:de|en el) pecho|duele (?:mucho |muchisimo )?el pecho|dor no peito|peito (?:doendo|a doer)|mal (?:a la|dans la) poitrine|brust tut (?:so |sehr )?weh|falta de aire|vision borrosa|dolor de cabeza (?:fuerte|intenso|terrible)|douleur (?:a la|dans la) poitrine|vision floue|mal de tete (?:violent|terrible|intense)|brustschmerz\w*|atemnot|sehstorung\w*|starke kopfschmerzen|dor no peito|falta de ar|visao turva|dor de cabeca (?:forte|intensa))\b/;
const PREGNANT = /\b(?:pregnan\w*|weeks? along|postpartum|just (?:gave|given) birth|after (?:giving )?birth|embarazada|enceinte|schwanger|gravida)\b/;
const PREGNANCY_SYMPTOMS = /\b(?:headache|head (?:is )?(?:pounding|splitting|throbbing)|seeing (?:spots|stars|flashes|double)|spots|flashing lights|vision|blurr\w*|upper (?:tummy|belly|stomach|abdominal) pain|pain (?:under|below) (?:my|her) ribs|swelling|swollen (?:face|hands)|short(?:ness)? of breath|confus\w*)\b/;
const NEGATION = /\b(?:no|not|never|without|dont|doesnt|didnt|isnt|nor|zero|sin|ni|pas|sans|aucun|kein|keine|nicht|ohne|nao|sem)\b/;

/** Whether `pattern` occurs somewhere in `text` without a negation in the three words before it. */
const globals = new WeakMap<RegExp, RegExp>();

export function hasUnnegated(text: string, pattern: RegExp, negation: RegExp = NEGATION): boolean {
  if (!pattern.test(text)) return false;
  let global = globals.get(pattern);
  if (!global) globals.set(pattern, (global = new RegExp(pattern.source, 'g')));
  global.lastIndex = 0;
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index).split('|').pop()!.trim().split(' ').slice(-3).join(' ');
    if (!negation.test(before)) return true;
  }
  return false;
}

/** A reading's possible values in mg/dL: one, or two for a bare whole number under 34 (25 mg/dL or 25 mmol/L?). */
interface GlucoseReading {
  mgdl: number[];
}

function glucoseReadings(text: string): GlucoseReading[] {
  const readings: GlucoseReading[] = [];
  for (const match of text.matchAll(GLUCOSE)) {
    const value = Number(match[1]);
    const unit = match[2] ?? '';
    if (!Number.isFinite(value) || value <= 0) continue;
    if (unit.startsWith('mmol') || (!unit.startsWith('mg') && match[1]!.includes('.'))) readings.push({ mgdl: [value * 18] });
    else if (!unit && value < 34) readings.push({ mgdl: [value, value * 18] });
    else readings.push({ mgdl: [value] });
  }
  return readings;
}

/**
 * Categories whose crisis-range reading (with symptoms) the message reports. In a general question
 * (`general`), only an actual reading counts, not a named state ("what is DKA?").
 */
export function readingCategories(text: string, general = false): EmergencyCategory[] {
  const found: EmergencyCategory[] = [];
  const glucose = glucoseReadings(text);
  const hypoSymptoms = hasUnnegated(text, HYPO_SYMPTOMS);
  const lowReading = glucose.some((r) => r.mgdl.some((v) => v < 54)) || METER_LO.test(text);
  if ((lowReading && hypoSymptoms) || (!general && hasUnnegated(text, LOW_WORDS) && hasUnnegated(text, SEVERE_HYPO_STATE))) found.push('hypoglycaemia');

  const highReading = glucose.some((r) => r.mgdl.some((v) => v >= 250 && v < 2000)) || METER_HI.test(text) || hasUnnegated(text, KETONES_HIGH);
  if ((highReading && hasUnnegated(text, DKA_SIGNS)) || (!general && hasUnnegated(text, DKA_NAMED))) found.push('hyperglycaemia');

  for (const match of text.matchAll(BP)) {
    const systolic = Number(match[1]);
    const diastolic = Number(match[2]);
    if (systolic <= diastolic || systolic > 300 || diastolic < 30) continue;
    const context = BP_CONTEXT.test(text) || (systolic >= 70 && diastolic <= 200);
    const severe = systolic >= 180 || diastolic >= 120;
    const severeInPregnancy = (systolic >= 160 || diastolic >= 110) && PREGNANT.test(text) && hasUnnegated(text, PREGNANCY_SYMPTOMS);
    if (context && ((severe && hasUnnegated(text, ORGAN_SYMPTOMS)) || severeInPregnancy)) {
      found.push('hypertensive_crisis');
      break;
    }
  }
  return found;
}
