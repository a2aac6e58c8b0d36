/**
 * What a chat message asks, in the built-in responder's terms: which kind of answer, and the
 * names, groups and topics it is about. Rules, not a model: cue words and the names the
 * knowledge base recognises (see mentions.ts).
 */
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import { normalizeChatText } from '@thrivewell/core/rules/chat-safety';
import type { AssistantTools } from './knowledge-tools';
import { groupsIn, groupWords, type MedicineGroup } from './medicine-groups';
import { avoidCue } from './compose-avoid';
import { isMissedDose } from './missed-dose';
import { capitalisedWords, scanMentions, unknownNames, type Mention } from './mentions';
import { parseReadings, readingContext, readingTopic, type Reading, type ReadingKind } from './reading-parse';
import { reliefSymptom, symptomIn, type Symptom } from './symptoms';
import { stopWords } from './stop-words';
import { wellnessTopicsIn, type WellnessTopic } from './wellness-tips';

export type LibraryAspect = 'pets' | 'pregnancy' | 'children' | 'skin' | 'sun' | 'interactions';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'ingredients'; text: string }
  | { kind: 'check'; mentions: Mention[]; groups: MedicineGroup[]; unknown: string[]; includeCabinet: boolean; timing: boolean; symptom?: Symptom }
  | { kind: 'library'; name: string; aspects: LibraryAspect[] }
  | { kind: 'substance'; mention: Mention; sideEffects: boolean; lifeStage: boolean }
  | { kind: 'cabinet-list' }
  | { kind: 'wellness'; topics: WellnessTopic[]; askedProfile: boolean }
  | { kind: 'reading'; readings: Reading[]; warningSigns: string[] }
  | { kind: 'reading-topic'; reading: ReadingKind }
  | { kind: 'summary' }
  | { kind: 'relief'; symptom: Symptom }
  | { kind: 'missed-dose'; mention: Mention | null }
  | { kind: 'food'; text: string }
  | { kind: 'avoid'; mention: Mention }
  | { kind: 'unrecognised'; unknown: string[] }
  | { kind: 'help' };

export type IntentKind = Intent['kind'];

const has = (text: string, pattern: RegExp) => pattern.test(text);

const cabinetCue = /\b(am i (on|taking)|do i take|my (medications|medication|meds|medicines|medicine|pills|tablets|prescriptions|cabinet|supplements|current medications)|what i take|what im taking|what i am taking|anything i take|i already take|i am on|im on)\b/;
const timingCue =
  /\b(when (should|do|can|to|is|would)|best time|what time|which time|time of day|morning or (night|evening|bedtime)|at night|before bed|bedtime|with food|without food|empty stomach|before or after|after (food|meals|eating)|before (food|meals|eating|breakfast)|how far apart|hours apart|space (them|it|out)|spacing|separate|schedule|timing)\b/;
const lifeStageCue = /\b(pregnant|pregnancy|breastfeeding|nursing|baby|babies|child|children|kids?|toddler|elderly)\b/;
const sideEffectCue = /\b(side effects?|adverse|reactions?|warnings?|risks?|dangers?)\b/;
const libraryCue = /\b(oil|oils|essential|aromatherapy|diffuse|diffuser|diffusing|topical|massage|bath|inhale|inhaling|remedy|remedies|natural|herbal|good for|help with|helps with|dog|dogs|cat|cats|pet|pets|puppy|kitten|pregnant|pregnancy|baby|babies|child|children|kids|skin|sun|sunlight)\b/;
const profileCue = /\b(my profile|my data|my goals|my lifestyle|my diet|my habits|based on my|for me|about me|personal|personalised|personalized)\b/;
const generalWellness = /\b(healthy|healthier|health tips|wellness|wellbeing|well being|feel better|self care|lifestyle)\b/;
const greetingOnly = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|thank u|cheers|ok thanks|great thanks)( there| so much| a lot)?$/;

const aspectCues: [LibraryAspect, RegExp][] = [
  ['pets', /\b(dog|dogs|cat|cats|pet|pets|puppy|kitten|bird|birds|animal)\b/],
  ['pregnancy', /\b(pregnant|pregnancy|breastfeeding|nursing)\b/],
  ['children', /\b(baby|babies|child|children|kid|kids|toddler|infant)\b/],
  ['skin', /\b(skin|topical|massage|dilute|dilution|apply|rub|bath)\b/],
  ['sun', /\b(sun|sunlight|sunbed|phototoxic\w*|tanning)\b/],
  ['interactions', /\b(interact\w*|medication|medications|medicine|meds|with my)\b/],
];

/** The ingredient list of "… ingredients: sugar, whey, …", or null. */
function ingredientText(message: string): string | null {
  const match = /\bingredients?(?: list)?\s*(?:are|is|include|:|-)\s*([\s\S]+)$/i.exec(message) ?? /\bcontains\s*:\s*([\s\S]+)$/i.exec(message);
  const text = match?.[1]?.trim();
  return text && text.split(/[,;]/).length >= 2 ? text : null;
}

/** An oil or remedy the message names (longest run of one to three words first). */
function libraryName(words: readonly string[], tools: AssistantTools): string | null {
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (run.every((w) => stopWords.has(w) || w.length < 3)) continue;
      const phrase = run.join(' ');
      const { data } = tools.lookupLibrary(phrase);
      if (data.oil || data.remedy) return phrase;
    }
  }
  return null;
}

const summaryCue = /\bhealth (summary|overview|report|recap|snapshot)\b|\b(summar(y|ise|ize|ising|izing)|overview|recap|rundown|snapshot|health report)\b.*\b(my|me|health|profile)\b|\bhow (am i|is my health) doing\b|\b(my health|my profile) (summary|overview|at a glance)\b|\bwhat do you know about me\b/;
const foodVerb = /\b(?:can|could|may|should) i (?:eat|drink|have|try|snack on)\s+(?:some |a |an |the |any |more )?(.+?)(?:\s+(?:if|when|while|for|on|with|today|tonight|now|safely|every ?day|daily|instead)\b.*)?$/;
const foodSafe = /\b(?:is|are) (?!it\b)(.+?) (?:safe|ok|okay|alright|fine|good) (?:for me )?to (?:eat|drink)\b|\b(?:is it|its) (?:safe|ok|okay|alright|fine|good) (?:for me )?to (?:eat|drink|have)\s+(?:some |a |an |the |any |more )?(.+?)(?:\s+(?:if|when|while|for|on|with|today|tonight|now|every ?day|daily)\b.*)?$/;
const doseAsk = /\b((can|could|may|should) i (take|have|use|eat|drink|try|start)|(is it|its) (ok|okay|safe|fine|alright) (to|for me to) (take|have|use|eat|drink)|ok to (take|use)|safe (to take|for me)|for me)\b/;
const followUpCue = /\b(it|its|this|that|them|these|those|they|else|side effects?|instead)\b|^(and|so|but|what about|how about|then|why|really|ok|okay)\b|\b(what should i do|what do i do|what does (that|it|this) mean|should i (worry|be worried|be concerned)|is (that|it|this) (bad|ok|okay|normal|high|low|dangerous|serious|good|safe|fine|too high|too low))\b/;

/** What a turn is about, for binding follow-ups to the latest subject. */
interface Subject {
  readings: Reading[];
  mentions: Mention[];
  symptom: Symptom | null;
  food: string | null;
}

function foodSpan(text: string): string | null {
  const m = foodVerb.exec(text) ?? foodSafe.exec(text);
  const span = (m?.[1] ?? m?.[2])?.trim();
  if (!span || span.split(' ').length > 4) return null;
  const words = span.split(' ').filter((w) => !stopWords.has(w));
  return words.length > 0 ? span : null;
}

function subjectOf(message: string): Subject | null {
  const text = normalizeChatText(message);
  const subject: Subject = { readings: parseReadings(message), mentions: scanMentions(message).mentions, symptom: symptomIn(text), food: foodSpan(text) };
  return subject.readings.length + subject.mentions.length > 0 || subject.symptom || subject.food ? subject : null;
}

/** The latest earlier user turn with a subject (only the latest: an older topic never captures a follow-up). */
function latestSubject(history: readonly ChatTurn[]): { subject: Subject; text: string } | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== 'user') continue;
    const subject = subjectOf(turn.content);
    if (subject) return { subject, text: turn.content };
  }
  return null;
}

const readingWords: Record<ReadingKind, string> = { glucose: 'blood sugar', inr: 'inr', 'blood-pressure': 'blood pressure', 'heart-rate': 'heart rate', temperature: 'temperature', oxygen: 'oxygen' };

/** A follow-up with no subject of its own, bound to the latest earlier subject; null when there is none. */
function followUp(message: string, text: string, history: readonly ChatTurn[]): Intent | null {
  const earlier = latestSubject(history);
  if (!earlier) return null;
  const { subject } = earlier;
  const signs = readingContext(message).warningSigns;
  if (subject.readings.length > 0) {
    // "What about 300?" after a blood sugar question: the number is the same kind of reading.
    const kind = subject.readings[0]!.kind;
    const again = /\d/.test(message) ? parseReadings(`${readingWords[kind]} ${message}`) : [];
    if (again.length > 0) return { kind: 'reading', readings: again, warningSigns: signs };
    return { kind: 'reading', readings: subject.readings, warningSigns: [...new Set([...readingContext(earlier.text).warningSigns, ...signs])] };
  }
  if (subject.mentions.length > 0) {
    if (isMissedDose(text)) return { kind: 'missed-dose', mention: subject.mentions[0]! };
    if (has(text, timingCue)) return { kind: 'check', mentions: subject.mentions, groups: [], unknown: [], includeCabinet: true, timing: true };
    if (has(text, sideEffectCue)) return { kind: 'substance', mention: subject.mentions[0]!, sideEffects: true, lifeStage: false };
    return { kind: 'check', mentions: subject.mentions, groups: [], unknown: [], includeCabinet: true, timing: false };
  }
  if (subject.symptom) return { kind: 'relief', symptom: subject.symptom };
  if (subject.food) return { kind: 'food', text: subject.food };
  return null;
}

/** The mentions of the latest earlier user turn, for follow-ups like "what about aspirin?". */
function earlierMentions(history: readonly ChatTurn[]): Mention[] {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== 'user') continue;
    const found = scanMentions(turn.content).mentions;
    if (found.length > 0) return found;
  }
  return [];
}

export function parseIntent(message: string, history: readonly ChatTurn[], tools: AssistantTools): Intent {
  const text = normalizeChatText(message);
  if (greetingOnly.test(text)) return { kind: 'greeting' };
  const ingredients = ingredientText(message);
  if (ingredients) return { kind: 'ingredients', text: ingredients };
  const readings = parseReadings(message);
  if (readings.length > 0) return { kind: 'reading', readings, warningSigns: readingContext(message).warningSigns };
  if (has(text, summaryCue)) return { kind: 'summary' };

  const scan = scanMentions(message);
  const groups = groupsIn(message);
  const includeCabinet = has(text, cabinetCue);
  const substanceQuestion = has(text, /\b(take|taking|took|safe|interact\w*|mg|mcg|dose|dosage|pills?|tablets?|medicines?|medications?|meds|supplements?|drugs?|side effects?|prescribed)\b/);
  const unknown = unknownNames(scan, groupWords, substanceQuestion ? capitalisedWords(message) : new Set());
  let mentions = scan.mentions;
  if (isMissedDose(text)) return { kind: 'missed-dose', mention: mentions[0] ?? null };
  const symptom = reliefSymptom(text);
  const span = groups.length === 0 ? foodSpan(text) : null;
  // "Can I eat almonds?": a food question, also when the food is a knowledge-base food (its interactions come from the ingredient engine).
  const food = span && !includeCabinet && mentions.every((m) => m.kind === 'food') ? span : null;

  const ownSubject = mentions.length + groups.length + unknown.length > 0 || symptom !== null || food !== null;
  // A follow-up is short or opens like one ("and if…", "what about…"); a long sentence with "that" in it is its own question.
  const followUpShaped = text.split(' ').length <= 8 || /^(and|so|but|what about|how about|then|also)\b/.test(text);
  if (!ownSubject && followUpShaped && has(text, followUpCue)) {
    const bound = followUp(message, text, history);
    if (bound) return bound;
  }
  if (mentions.length === 1 && groups.length === 0 && !includeCabinet && has(text, /^(what|how) about\b|^(and|also) (with|what|is|can)\b/)) {
    // "What about aspirin?" after "Can I take ibuprofen with warfarin?" → the last earlier name with it: warfarin and aspirin.
    const earlier = earlierMentions(history).filter((m) => m.id !== mentions[0]!.id).at(-1);
    if (earlier) mentions = [earlier, ...mentions];
  }
  if (mentions.length === 1 && mentions[0]!.kind !== 'food' && has(text, avoidCue)) return { kind: 'avoid', mention: mentions[0]! };
  if (food) return { kind: 'food', text: food };
  if (symptom && mentions.length === 0 && groups.length === 0) return { kind: 'relief', symptom };
  if (mentions.length === 0 && groups.length === 0 && unknown.length === 0) {
    const topic = readingTopic.find(([, re]) => re.test(text));
    if (topic && has(text, /\b(normal|ok|okay|good|bad|high|low|range|target|should|healthy|what is|whats|mean)\b/)) return { kind: 'reading-topic', reading: topic[0] };
  }

  const oilOrRemedy = has(text, libraryCue) ? libraryName(scan.words, tools) : null;
  const known = mentions.length + groups.length;
  const items = known > 0 ? known + unknown.length : 0;
  const timing = has(text, timingCue);
  // An essential oil asked about by name ("take a bath with lavender oil") is a library question, even after "take".
  const aboutAnOil = oilOrRemedy !== null && tools.lookupLibrary(oilOrRemedy).data.oil !== null && has(text, /\b(oils?|essential|diffus\w*|aromatherapy|bath|massage)\b/);
  if (oilOrRemedy && mentions.length + groups.length < 2 && (aboutAnOil || !(mentions.length === 1 && has(text, doseAsk)))) {
    return { kind: 'library', name: oilOrRemedy, aspects: aspectCues.filter(([, cue]) => cue.test(text)).map(([aspect]) => aspect) };
  }
  const withSymptom = symptomIn(text) ?? undefined;
  if (timing && (items > 0 || includeCabinet)) return { kind: 'check', mentions, groups, unknown, includeCabinet, timing: true };
  if (items >= 2 || ((mentions.length > 0 || groups.length > 0) && (includeCabinet || has(text, /\binteract\w*\b/)))) {
    return { kind: 'check', mentions, groups, unknown, includeCabinet, timing: false, ...(withSymptom ? { symptom: withSymptom } : {}) };
  }
  if (mentions.length === 1 && (has(text, /\b(safe|ok|okay|alright|fine)\b/) || has(text, doseAsk)) && !has(text, sideEffectCue) && !has(text, lifeStageCue)) {
    return { kind: 'check', mentions, groups, unknown, includeCabinet: true, timing: false, ...(withSymptom ? { symptom: withSymptom } : {}) };
  }
  if (mentions.length >= 1) return { kind: 'substance', mention: mentions[0]!, sideEffects: has(text, sideEffectCue), lifeStage: has(text, lifeStageCue) };
  if (includeCabinet && has(text, /\b(check|review|interact\w*|safe|problems?|conflicts?|ok|okay|together)\b/)) {
    return { kind: 'check', mentions: [], groups, unknown, includeCabinet: true, timing };
  }
  if (includeCabinet && has(text, /\b(what|which|list|show)\b/)) return { kind: 'cabinet-list' };
  const topics = wellnessTopicsIn(text);
  const askedProfile = has(text, profileCue);
  if (topics.length > 0 || askedProfile || has(text, generalWellness)) return { kind: 'wellness', topics, askedProfile };
  if (unknown.length > 0 && (substanceQuestion || has(text, /\b(what is|whats|tell me about)\b/))) return { kind: 'unrecognised', unknown };
  return { kind: 'help' };
}
