/**
 * What a chat message asks, in the built-in responder's terms: which kind of answer, and the
 * names, groups and topics it is about. Rules, not a model: cue words and the names the
 * knowledge base recognises (see mentions.ts).
 */
import type { ChatTurn } from '@thrivewell/core/chat-contract';
import { normalizeChatText } from '@thrivewell/core/chat-safety';
import type { ChatTools } from '../chat-tools';
import { groupsIn, groupWords, type MedicineGroup } from './medicine-groups';
import { scanMentions, unknownNames, type Mention } from './mentions';
import { stopWords } from './stop-words';
import { wellnessTopicsIn, type WellnessTopic } from './wellness-tips';

export type LibraryAspect = 'pets' | 'pregnancy' | 'children' | 'skin' | 'sun' | 'interactions';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'ingredients'; text: string }
  | { kind: 'check'; mentions: Mention[]; groups: MedicineGroup[]; unknown: string[]; includeCabinet: boolean; timing: boolean }
  | { kind: 'library'; name: string; aspects: LibraryAspect[] }
  | { kind: 'substance'; mention: Mention; sideEffects: boolean; lifeStage: boolean }
  | { kind: 'cabinet-list' }
  | { kind: 'wellness'; topics: WellnessTopic[]; askedProfile: boolean }
  | { kind: 'unrecognised'; unknown: string[] }
  | { kind: 'help' };

const has = (text: string, pattern: RegExp) => pattern.test(text);

const cabinetCue = /\b(my (medications|medication|meds|medicines|medicine|pills|tablets|prescriptions|cabinet|supplements|current medications)|what i take|what im taking|what i am taking|anything i take|i already take|i am on|im on)\b/;
const timingCue =
  /\b(when (should|do|can|to|is|would)|best time|what time|which time|time of day|morning or (night|evening|bedtime)|at night|before bed|bedtime|with food|without food|empty stomach|before or after|after (food|meals|eating)|before (food|meals|eating|breakfast)|how far apart|hours apart|space (them|it|out)|spacing|separate|schedule|timing)\b/;
const lifeStageCue = /\b(pregnant|pregnancy|breastfeeding|nursing|baby|babies|child|children|kids?|toddler|elderly)\b/;
const sideEffectCue = /\b(side effects?|adverse|reactions?|warnings?|risks?|dangers?)\b/;
const libraryCue = /\b(oil|oils|essential|aromatherapy|diffuse|diffuser|diffusing|topical|massage|bath|inhale|inhaling|remedy|remedies|natural|herbal|good for|help with|helps with|dog|dogs|cat|cats|pet|pets|puppy|kitten|pregnant|pregnancy|baby|babies|child|children|kids|skin|sun|sunlight)\b/;
const profileCue = /\b(my profile|my data|my goals|my lifestyle|my diet|my habits|based on my|for me|about me|personal|personalised|personalized)\b/;
const generalWellness = /\b(healthy|healthier|health tips|wellness|wellbeing|well being|feel better|self care|lifestyle)\b/;
const greetingOnly = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|thank u|cheers|ok thanks|great thanks)( there| so much| a lot)?$/;
const followUp = /^(what|how) about\b|^(and|also) (with|what|is|can)\b/;

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
function libraryName(words: readonly string[], tools: ChatTools): string | null {
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

export function parseIntent(message: string, history: readonly ChatTurn[], tools: ChatTools): Intent {
  const text = normalizeChatText(message);
  if (greetingOnly.test(text)) return { kind: 'greeting' };
  const ingredients = ingredientText(message);
  if (ingredients) return { kind: 'ingredients', text: ingredients };

  const scan = scanMentions(message);
  const groups = groupsIn(message);
  const includeCabinet = has(text, cabinetCue);
  const unknown = unknownNames(scan, groupWords);
  let mentions = scan.mentions;
  if (mentions.length === 1 && groups.length === 0 && !includeCabinet && has(text, followUp)) {
    // "What about aspirin?" after "Can I take ibuprofen with warfarin?" → the last earlier name with it: warfarin and aspirin.
    const earlier = earlierMentions(history).filter((m) => m.id !== mentions[0]!.id).at(-1);
    if (earlier) mentions = [earlier, ...mentions];
  } else if (mentions.length === 0 && groups.length === 0 && has(text, /\b(it|this|that|them|these|those|they)\b/)) {
    // "When should I take it?" → the names of the previous question.
    mentions = earlierMentions(history);
  }

  const oilOrRemedy = has(text, libraryCue) ? libraryName(scan.words, tools) : null;
  const known = mentions.length + groups.length;
  const items = known > 0 ? known + unknown.length : 0;
  const timing = has(text, timingCue);
  if (oilOrRemedy && mentions.length + groups.length < 2) {
    return { kind: 'library', name: oilOrRemedy, aspects: aspectCues.filter(([, cue]) => cue.test(text)).map(([aspect]) => aspect) };
  }
  if (timing && (items > 0 || includeCabinet)) return { kind: 'check', mentions, groups, unknown, includeCabinet, timing: true };
  if (items >= 2 || ((mentions.length > 0 || groups.length > 0) && (includeCabinet || has(text, /\binteract\w*\b/)))) {
    return { kind: 'check', mentions, groups, unknown, includeCabinet, timing: false };
  }
  if (mentions.length === 1 && has(text, /\bsafe\b/) && !has(text, sideEffectCue) && !has(text, lifeStageCue)) {
    return { kind: 'check', mentions, groups, unknown, includeCabinet: true, timing: false };
  }
  if (mentions.length >= 1) return { kind: 'substance', mention: mentions[0]!, sideEffects: has(text, sideEffectCue), lifeStage: has(text, lifeStageCue) };
  if (includeCabinet && has(text, /\b(check|review|interact\w*|safe|problems?|conflicts?|ok|okay|together)\b/)) {
    return { kind: 'check', mentions: [], groups, unknown: [], includeCabinet: true, timing };
  }
  if (includeCabinet && has(text, /\b(what|which|list|show)\b/)) return { kind: 'cabinet-list' };
  const topics = wellnessTopicsIn(text);
  const askedProfile = has(text, profileCue);
  if (topics.length > 0 || askedProfile || has(text, generalWellness)) return { kind: 'wellness', topics, askedProfile };
  if (unknown.length > 0 && has(text, /\b(what is|whats|tell me about|side effects?|safe|take|taking|with|and)\b/)) return { kind: 'unrecognised', unknown };
  return { kind: 'help' };
}
