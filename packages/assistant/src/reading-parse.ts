/**
 * Finding measurements in a message: blood sugar (mg/dL or mmol/L), INR, blood pressure, heart
 * rate, temperature (°C or °F) and oxygen saturation, with the context that changes their meaning
 * (fasting or after a meal; bleeding, ketones or other warning symptoms). Rules, not a model:
 * a number counts only next to the name of what it measures, or in the form the measure is
 * always written in ("150/95").
 */

export type ReadingKind = 'glucose' | 'inr' | 'blood-pressure' | 'heart-rate' | 'temperature' | 'oxygen';

export type Reading =
  | { kind: 'glucose'; mgdl: number; unit: 'mg/dL' | 'mmol/L'; value: number; timing: 'fasting' | 'after-meal' | 'unknown' }
  | { kind: 'inr'; value: number }
  | { kind: 'blood-pressure'; systolic: number; diastolic: number }
  | { kind: 'heart-rate'; bpm: number }
  | { kind: 'temperature'; celsius: number; unit: 'C' | 'F'; value: number }
  | { kind: 'oxygen'; percent: number };

export interface ReadingContext {
  /** Words of bleeding (INR), ketones or being very unwell (glucose), chest pain and the like (blood pressure, pulse, oxygen). */
  warningSigns: string[];
}

/** Lower case without accents or apostrophes; keeps what numbers and units need (. , / % °). */
export function readingText(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9.,/%°]+/g, ' ')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .trim();
}

const negated = /\b(no|not|never|without|dont|didnt|isnt|arent|havent|hasnt|any)\s+(\w+\s+)?$/;

const num = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
const gap = String.raw`(?:[^\d?.!]{0,40}?)`;
const value = (raw: string) => Number(raw.replace(',', '.'));

/** mg/dL per mmol/L of glucose. */
export const mgdlPerMmol = 18.016;

const glucoseName = /\b(blood sugars?|blood glucose|glucose|sugars?|bg|bgl|bs|fasting sugars?|a1c reading)\b/;
const glucoseRe = new RegExp(String.raw`\b(?:blood sugars?|blood glucose|glucose|sugars?|bgl?|readings?)\b${gap}${num}\s*(mg\s*/?\s*dl|mmol(?:\s*/\s*l)?)?`);
const glucoseUnitRe = new RegExp(String.raw`\b${num}\s*(mg\s*/?\s*dl|mmol(?:\s*/\s*l)?)\b`);
const inrRe = new RegExp(String.raw`\binr\b${gap}${num}`);
const bpRe = /\b(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})\b/;
const bpName = /\b(blood pressure|bp|pressure|systolic|diastolic|mmhg)\b/;
const hrRe = new RegExp(String.raw`\b(?:heart ?rate|pulse(?: rate)?|hr|heartbeat)\b${gap}${num}|\b${num}\s*(?:bpm|beats (?:a|per) minute)\b`);
const tempRe = new RegExp(String.raw`\b(?:temp|temperature|fever|thermometer)\b${gap}${num}\s*(?:°|degrees?|deg)?\s*(c|f|celsius|fahrenheit)?\b|\b${num}\s*(?:°\s*|degrees? ?)(c|f|celsius|fahrenheit)\b`);
const oxygenRe = new RegExp(String.raw`\b(?:spo2|sp02|o2(?: sat\w*)?|oxygen(?: saturation| sat\w*| levels?)?|sats|pulse ?ox\w*)\b${gap}${num}\s*%?`);

const fastingCue = /\b(fasting|this morning|in the morning|when i woke|woke up|on waking|before (breakfast|eating|food)|empty stomach|overnight)\b/;
const afterMealCue = /\b(after (eating|a meal|meals|my meal|lunch|dinner|breakfast|food|supper)|post ?(meal|prandial)|(1|2|one|two) hours? after)\b/;

const warningCues: [string, RegExp][] = [
  ['bleeding', /\b(bleed\w*|blood in (my )?(urine|pee|stool|poo|vomit)|black (stools?|poo)|bruis\w*|nosebleeds?|vomiting blood|coughing up blood)\b/],
  ['ketones', /\b(ketones?|ketoacidosis|dka|fruity breath)\b/],
  ['vomiting', /\b(vomit\w*|throwing up|can'?t keep (anything|fluids) down)\b/],
  ['confusion', /\b(confus\w*|drowsy|passing out|pass out|fainted|fainting|unconscious|very sleepy)\b/],
  ['chest pain', /\b(chest (pain|tightness|pressure)|pain in my chest)\b/],
  ['breathing', /\b(short(ness)? of breath|can'?t breathe|cannot breathe|trouble breathing|breathless|struggling to breathe)\b/],
  ['stroke signs', /\b(numb\w*|weakness|face droop\w*|slurred|trouble speaking|vision (changes?|loss)|blurred vision)\b/],
  ['severe headache', /\b(severe|worst|terrible|bad) headache\b/],
  ['dizziness', /\b(dizzy|dizziness|light ?headed)\b/],
  ['stiff neck', /\bstiff neck\b/],
];

function glucoseFrom(text: string): Reading | null {
  const named = glucoseRe.exec(text);
  const withUnit = glucoseUnitRe.exec(text);
  let raw: string | undefined;
  let unit: string | undefined;
  if (named && (glucoseName.test(text) || named[2])) [raw, unit] = [named[1], named[2]];
  else if (withUnit) [raw, unit] = [withUnit[1], withUnit[2]];
  if (!raw) return null;
  const v = value(raw);
  // No unit: below 35 can only be mmol/L (35 mmol/L = 630 mg/dL); otherwise mg/dL.
  const mmol = unit ? unit.startsWith('mmol') : v < 35;
  const mgdl = mmol ? v * mgdlPerMmol : v;
  if (!(mgdl >= 10 && mgdl <= 1500)) return null;
  const timing = afterMealCue.test(text) ? 'after-meal' : fastingCue.test(text) ? 'fasting' : 'unknown';
  return { kind: 'glucose', mgdl: Math.round(mgdl), unit: mmol ? 'mmol/L' : 'mg/dL', value: v, timing };
}

function temperatureFrom(text: string): Reading | null {
  const m = tempRe.exec(text);
  if (!m) return null;
  const raw = m[1] ?? m[3]!;
  const unitWord = m[2] ?? m[4];
  const v = value(raw);
  const fahrenheit = unitWord ? unitWord.startsWith('f') : v > 45;
  const celsius = fahrenheit ? ((v - 32) * 5) / 9 : v;
  if (!(celsius >= 25 && celsius <= 45)) return null;
  return { kind: 'temperature', celsius: Math.round(celsius * 10) / 10, unit: fahrenheit ? 'F' : 'C', value: v };
}

/** Every measurement the message gives, at most one of each kind. */
export function parseReadings(message: string): Reading[] {
  const text = readingText(message);
  const out: Reading[] = [];
  const inr = inrRe.exec(text);
  if (inr && value(inr[1]!) > 0.4 && value(inr[1]!) < 20) out.push({ kind: 'inr', value: value(inr[1]!) });
  const bp = bpRe.exec(text);
  if (bp) {
    const [s, d] = [Number(bp[1]), Number(bp[2])];
    if (s >= 60 && s <= 300 && d >= 30 && d <= 200 && s > d && (bpName.test(text) || s >= 80)) out.push({ kind: 'blood-pressure', systolic: s, diastolic: d });
  }
  const withoutBp = bp ? text.replace(bp[0], ' ') : text;
  const o2 = oxygenRe.exec(withoutBp);
  if (o2 && value(o2[1]!) >= 50 && value(o2[1]!) <= 100) out.push({ kind: 'oxygen', percent: value(o2[1]!) });
  const hr = hrRe.exec(withoutBp);
  const bpm = hr ? value(hr[1] ?? hr[2]!) : NaN;
  if (bpm >= 20 && bpm <= 250) out.push({ kind: 'heart-rate', bpm });
  const temp = temperatureFrom(withoutBp);
  if (temp) out.push(temp);
  if (!inr && !o2 && !(bpm >= 20) && !temp) {
    const glucose = glucoseFrom(withoutBp);
    if (glucose) out.push(glucose);
  }
  return out;
}

export function readingContext(message: string): ReadingContext {
  const text = readingText(message);
  const present = (re: RegExp) => {
    const m = re.exec(text);
    return m !== null && !negated.test(text.slice(Math.max(0, m.index - 24), m.index));
  };
  return { warningSigns: warningCues.filter(([, re]) => present(re)).map(([name]) => name) };
}

/** Whether the message names a measure without a number ("is my blood pressure ok?"). */
export const readingTopic: [ReadingKind, RegExp][] = [
  ['glucose', /\b(blood sugars?|blood glucose|glucose levels?|sugar levels?|hypo(glycaemia|glycemia)?|hyper(glycaemia|glycemia))\b/],
  ['inr', /\binr\b/],
  ['blood-pressure', /\b(blood pressure|bp)\b/],
  ['heart-rate', /\b(heart rate|pulse|heartbeat)\b/],
  ['temperature', /\b(temperature|fever)\b/],
  ['oxygen', /\b(spo2|oxygen (saturation|levels?|sats?)|o2 sat\w*|pulse ?ox\w*)\b/],
];
