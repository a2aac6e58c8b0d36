/**
 * The emergency and crisis screen: runs on a message before any answer (the built-in responder,
 * every LLM provider, community posts) and, for an emergency in any phrasing, returns the answer
 * to give instead — the number(s) to call first, then what to do now.
 *
 * The rule, per lexicon (English, Spanish, French, German, Portuguese), over screenText output
 * split into clauses (a negation reaches only to the end of its clause):
 * - a signal negated by the few words before it ("no chest pain", "didn't take too many") is
 *   dropped; so is every signal in a message about a hypothetical person ("what should I do if
 *   someone …") without an urgency word;
 * - a situation signal counts as it is; a topic signal counts when someone has it ("I have chest
 *   pain"), when the message holds an urgency word, or when the message is not a general question
 *   ("what are the signs of a stroke?" stays quiet);
 * - a category fires when its signals weigh 1 or more (weak signs weigh less and need company);
 * - readings in the crisis range with symptoms add hypo-/hyperglycaemia and hypertensive crisis;
 * - warning clusters (red flags beside a complaint, dose errors of high-risk medicines, carbon
 *   monoxide, GI bleeding, DKA, choking, anaphylaxis, hypoglycaemia) add their category.
 * The reply is in the message's language where it is one of ours, with 911/999/112 always named.
 * Deterministic, offline, no allocation-heavy work: well under 2 ms per message.
 */
import { englishLexicon } from './emergency-lexicon-en';
import { ACETAMINOPHEN } from './emergency-lexicon-en-words';
import { germanLexicon } from './emergency-lexicon-de';
import { spanishLexicon } from './emergency-lexicon-es';
import { frenchLexicon } from './emergency-lexicon-fr';
import { portugueseLexicon } from './emergency-lexicon-pt';
import { readingCategories } from './emergency-readings';
import { clusterCategories } from './emergency-warning-clusters';
import { englishReply } from './emergency-replies';
import { localReply } from './emergency-replies-intl';
import { emergencyCategories, type EmergencyCategory, type EmergencyDetection, type EmergencyLexicon, type EmergencySignal, type ScreenLanguage } from './emergency-types';
import { normalizeChatText, screenClauses } from './screen-text';

export type { EmergencyCategory, EmergencyDetection, EmergencyKind, ScreenLanguage } from './emergency-types';

interface CompiledSignal {
  signal: EmergencySignal;
  global: RegExp;
}

interface CompiledLexicon {
  lexicon: EmergencyLexicon;
  signals: CompiledSignal[];
}

const lexicons: CompiledLexicon[] = [englishLexicon, spanishLexicon, frenchLexicon, germanLexicon, portugueseLexicon].map((lexicon) => ({
  lexicon,
  signals: lexicon.signals.map((signal) => ({ signal, global: new RegExp(signal.pattern.source, 'g') })),
}));

/** Uncertainty is not negation: "not sure if", "don't know how many". */
const uncertainty = /\b(?:not sure|dont know|do not know|no idea|cant remember|cant tell|not certain|no clue|no se|je ne sais pas|weiss nicht|nao sei)\b/g;
/** "no one can wake him": "no one"/"nobody" does not negate what follows. */
const noOne = /\b(?:no one|noone|nobody|no matter|no longer|nao consigo|no puedo|no puede)\b/g;

/**
 * A crisis wording that opens with its own subject ("… no more | i want to die", "never mind i
 * want to end it") starts a new clause: a negation before it belongs to the clause before.
 */
const ownSubject = /^(?:i|im|ive|id)\b/;

/** A topic told in the past tense ("I was suicidal in my twenties", "he had been having seizures as a child"). */
const pastLead = /(?<!\b(?:think|maybe|probably|worried|afraid|scared|like|sure|guess|if) )\b(?:i|he|she|they|we) (?:was|were|used to be|had been|used to get|used to have)(?: \w+)?$/;

/** A signal's match, kept when it counts. */
export interface ScreenHit {
  category: EmergencyCategory;
  language: ScreenLanguage;
  weight: number;
  /** A topic mentioned in a general question: not an emergency, but worth a note with the numbers. */
  asked: boolean;
}

function lastWords(text: string, end: number, count: number): string {
  const clause = text.slice(0, end).split('|').pop() ?? '';
  const words = clause.trim().split(' ');
  return words.slice(-count).join(' ');
}

/** How the whole message reads, by the context words of every lexicon (a message may mix languages). */
interface MessageReading {
  general: boolean;
  hypothetical: boolean;
}

const contexts = lexicons.map((l) => l.lexicon.context);
const hypotheticalGlobal = contexts.map((c) => new RegExp(c.hypothetical.source, 'g'));

function readMessage(text: string): MessageReading {
  const withoutHypothetical = hypotheticalGlobal.reduce((t, pattern) => t.replace(pattern, ' '), text);
  const urgent = contexts.some((c) => c.urgency.test(withoutHypothetical));
  return {
    general: !urgent && contexts.some((c) => c.informational.test(text)),
    hypothetical: !urgent && contexts.some((c) => c.hypothetical.test(text)),
  };
}

function lexiconHits(text: string, compiled: CompiledLexicon, { general, hypothetical }: MessageReading): ScreenHit[] {
  const { context, language } = compiled.lexicon;
  const hits: ScreenHit[] = [];
  for (const { signal, global } of compiled.signals) {
    if (!signal.pattern.test(text)) continue;
    if (signal.requires && !signal.requires.test(text)) continue;
    if (signal.unless && signal.unless.test(text)) continue;
    global.lastIndex = 0;
    let counted: ScreenHit | null = null;
    for (const match of text.matchAll(global)) {
      const before = lastWords(text, match.index, 3).replace(uncertainty, ' ').replace(noOne, ' ');
      if (context.negation.test(before) && !(signal.category === 'self_harm' && ownSubject.test(match[0]))) continue;
      const lead = lastWords(text, match.index, 4);
      const present = context.presence.test(lead);
      const past = signal.kind === 'topic' && pastLead.test(lead);
      const counts = !hypothetical && !past && (signal.kind === 'situation' || present || !general);
      counted = { category: signal.category, language, weight: signal.weight, asked: !counts };
      if (counts) break;
    }
    if (counted) hits.push(counted);
  }
  return hits;
}

const stopwords: Record<ScreenLanguage, RegExp> = {
  en: /\b(?:the|and|i|is|my|he|she|it|to|of|was|have|has|with|what|can|dont|just|her|his|you|this|that|after|took|on|in|im|are|be|cant|wont)\b/g,
  es: /\b(?:la|las|de|es|cual|que|con|por|para|el|los|y|mi|mis|esta|estoy|muy|tiene|tengo|le|del|al|una|ayuda|puede|hijo|hija|cuando|tomo|tome|hay|mucho|desde|ahora|ya|pecho|se|un)\b/g,
  fr: /\b(?:la|de|que|en|un|au|aux|le|les|et|je|il|elle|est|mon|ma|mes|pas|ne|une|des|du|avec|aide|peut|fils|fille|quand|comme|pris|maintenant|tres|ai|suis|qui|sur)\b/g,
  de: /\b(?:der|die|das|und|ich|ist|nicht|mein|meine|mit|hat|er|sie|ein|eine|hilfe|kann|sohn|tochter|weil|wenn|wie|jetzt|sehr|aber|habe|bin|auf|zu|von|dem|den)\b/g,
  pt: /\b(?:qual|de|que|para|em|um|as|o|os|e|meu|minha|nao|estou|muito|tem|tenho|ele|ela|do|da|no|na|uma|ajuda|pode|filho|filha|quando|tomou|tomei|agora|voce|pra|com|ta|to)\b/g,
};

interface LanguageGuess {
  language: ScreenLanguage;
  /** Plainly English: three or more English small words and at most one of any other language's. */
  plainEnglish: boolean;
}

function languageGuess(text: string): LanguageGuess {
  let best: ScreenLanguage = 'en';
  const english = (text.match(stopwords.en) ?? []).length;
  let bestScore = english;
  let otherMax = 0;
  for (const language of ['es', 'fr', 'de', 'pt'] as const) {
    const score = (text.match(stopwords[language]) ?? []).length;
    otherMax = Math.max(otherMax, score);
    if (score >= 2 && score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return { language: best, plainEnglish: best === 'en' && english >= 3 && otherMax <= 1 };
}

/** The message's language by its small words; English unless another language clearly leads. */
export function guessLanguage(text: string): ScreenLanguage {
  return languageGuess(text).language;
}

export interface ScreenResult {
  text: string;
  /** Categories that fired, most urgent first. */
  categories: EmergencyCategory[];
  /** Topics only asked about (general questions), for a note with the numbers. */
  asked: EmergencyCategory[];
  language: ScreenLanguage;
  acetaminophen: boolean;
}

/** The screen's findings for a message (no reply text). */
export function screenMessage(message: string): ScreenResult {
  const guess = languageGuess(normalizeChatText(message));
  const text = screenClauses(message, guess.language === 'en').join(' | ');
  const empty: ScreenResult = { text, categories: [], asked: [], language: 'en', acetaminophen: false };
  if (!text) return empty;
  const reading = readMessage(text);
  // A plainly English message skips the other languages' lexicons (their words cannot be there).
  const hits = (guess.plainEnglish ? lexicons.slice(0, 1) : lexicons).flatMap((compiled) => lexiconHits(text, compiled, reading));
  const scores = new Map<EmergencyCategory, number>();
  const weightByLanguage = new Map<ScreenLanguage, number>();
  for (const hit of hits) {
    if (hit.asked) continue;
    scores.set(hit.category, (scores.get(hit.category) ?? 0) + hit.weight);
    weightByLanguage.set(hit.language, (weightByLanguage.get(hit.language) ?? 0) + hit.weight);
  }
  for (const category of readingCategories(text, reading.general)) scores.set(category, (scores.get(category) ?? 0) + 1);
  for (const category of clusterCategories(text, reading)) scores.set(category, (scores.get(category) ?? 0) + 1);
  const categories = emergencyCategories.filter((c) => (scores.get(c) ?? 0) >= 0.999);
  const asked = emergencyCategories.filter((c) => !categories.includes(c) && hits.some((h) => h.category === c));
  const guessed = guess.language === 'en' ? guessLanguage(text) : guess.language;
  let language: ScreenLanguage = guessed;
  if (guessed === 'en' && !weightByLanguage.has('en') && weightByLanguage.size > 0) {
    language = [...weightByLanguage.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  }
  return { text, categories, asked, language, acetaminophen: ACETAMINOPHEN.test(text) };
}

/** The answer for an emergency found by the screen, in its language. */
export function emergencyDetectionFor(result: ScreenResult): EmergencyDetection | null {
  const { categories, language, acetaminophen } = result;
  if (categories.length === 0) return null;
  const { reply, actions } = language === 'en' ? englishReply(categories, acetaminophen) : localReply(language, categories, acetaminophen);
  return {
    kind: categories.includes('self_harm') ? 'self_harm' : 'emergency',
    reply,
    category: categories[0]!,
    categories,
    language,
    actions,
  };
}

/** Screens a message: the emergency answer to give before any other, or null. */
export function screenEmergency(message: string): EmergencyDetection | null {
  return emergencyDetectionFor(screenMessage(message));
}
