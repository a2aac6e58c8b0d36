/**
 * Finding the medicines, supplements and foods a message names. Every run of one to four words
 * is looked up in the knowledge base's name index (generic names, brands, synonyms — so
 * 'Advil', 'St. John's wort' and 'fish oil' work), longest first, skipping runs made only of
 * everyday words. What is left in an item slot ("take X with Y") is reported as an unknown name.
 */
import { nameLookup } from '@thrivewell/knowledge/name-index';
import { compactName, normalizeName } from '@thrivewell/knowledge/normalize';
import type { SubstanceKind } from '@thrivewell/knowledge/types';
import { commonWords, stopWords } from './stop-words';

export interface Mention {
  /** The words of the message that named it ('advil'). */
  phrase: string;
  id: string;
  name: string;
  kind: SubstanceKind;
}

const maxWords = 4;

/** The knowledge-base entry an exact phrase names, or undefined. */
function entryFor(phrase: string) {
  return nameLookup.get(phrase) ?? nameLookup.get(compactName(phrase));
}

/** True when the phrase is a known medicine, supplement or food name (used by the safety layer's medication-change check). */
export function isKnownName(phrase: string): boolean {
  const key = normalizeName(phrase);
  return key.length > 2 && !stopWords.has(key) && entryFor(key) !== undefined;
}

/** Runs never looked up: only everyday words, or one short word ('d', 'an'; 'b6' is fine). */
function skipRun(words: readonly string[]): boolean {
  if (words.length === 1 && words[0]!.length < 3 && !/\d/.test(words[0]!)) return true;
  return words.every((w) => stopWords.has(w));
}

export interface Scan {
  mentions: Mention[];
  /** Word positions covered by a mention. */
  covered: Set<number>;
  words: string[];
}

/** Longest-first scan of the normalised message; one mention per substance, in message order. */
export function scanMentions(message: string): Scan {
  const words = normalizeName(message).split(' ').filter(Boolean);
  const mentions: Mention[] = [];
  const covered = new Set<number>();
  const seen = new Set<string>();
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(maxWords, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (skipRun(run)) continue;
      const phrase = run.join(' ');
      const entry = entryFor(phrase);
      if (!entry) continue;
      if (!seen.has(entry.substance.id)) {
        seen.add(entry.substance.id);
        mentions.push({ phrase, id: entry.substance.id, name: entry.substance.name, kind: entry.substance.kind });
      }
      for (let k = i; k < i + n; k++) covered.add(k);
      matched = n;
      break;
    }
    i += matched || 1;
  }
  return { mentions, covered, words };
}

/** Words that separate the items of a list ("X with Y", "X and Y together"). */
const separators = new Set(['with', 'and', 'plus', 'or', 'alongside', 'versus', 'vs']);
/** Words right before a substance ("take X", "eat X", "with X"); not "on" ("on the plane", "on holiday"). */
const leaders = new Set([...separators, 'take', 'taking', 'took', 'eat', 'eating', 'ate', 'drink', 'drinking', 'drank', 'started', 'starting', 'prescribed', 'mix', 'mixing', 'combine', 'combining']);
/** Words right after a substance that make a question about it ("X safe", "X interact"). */
const followers = new Set(['safe', 'interact', 'interacts', 'together']);
const determiners = new Set(['my', 'the', 'a', 'an', 'some', 'your', 'his', 'her', 'their', 'this', 'that', 'any', 'new']);
/** Dosage units after a name ("zorbatrex 20 mg"). */
const doseUnit = /^(\d+(\.\d+)?)?(mg|mcg|ug|g|ml|iu|units?|tablets?|caps?|capsules?|pills?|puffs?)$/;

/** Whether the words before position i lead into an item, looking past determiners ("with my X"); "about" only as "what/how about X". */
function ledIn(words: readonly string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && determiners.has(words[j]!)) j--;
  if (j < 0) return false;
  if (words[j] === 'about') return j > 0 && (words[j - 1] === 'what' || words[j - 1] === 'how');
  return leaders.has(words[j]!);
}

/** Words written with a capital letter inside a sentence ("… with Zorbatrex"): brand-like, lower-cased. */
export function capitalisedWords(message: string): Set<string> {
  const out = new Set<string>();
  for (const m of message.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-zA-Z0-9-]{2,})\b/g)) out.add(m[1]!.toLowerCase());
  return out;
}

/**
 * Phrases that look like a substance but are not known names ('zorbatrex' in "take ibuprofen with
 * zorbatrex"): runs of one to three words that are neither mentions nor everyday words, and that
 * sit where a substance goes — right after "take", "eat", "drink", "with", "on" or "what about" —
 * or are capitalised inside the sentence, or come with a dose ("20 mg"), or before "safe" or
 * "interact". Ordinary words ('tension', 'arm', 'bottle') never qualify.
 */
export function unknownNames(scan: Scan, skip: ReadonlySet<string> = new Set(), capitalised: ReadonlySet<string> = new Set()): string[] {
  const { words } = scan;
  const candidate = (w: string, i: number) =>
    !scan.covered.has(i) && !stopWords.has(w) && !commonWords.has(w) && !skip.has(w) && !determiners.has(w) && /^[a-z][a-z0-9]{2,}$/.test(w);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    if (!candidate(words[i]!, i)) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < words.length && end - i < 2 && candidate(words[end + 1]!, end + 1)) end++;
    const after = words[end + 1];
    const run = words.slice(i, end + 1);
    const asked = end === words.length - 1 && (/^(what is|whats|tell me about)$/.test(words.slice(Math.max(0, i - 2), i).join(' ')) || words[i - 1] === 'whats');
    const looksLikeSubstance =
      asked ||
      ledIn(words, i) || run.some((w) => capitalised.has(w)) || (after !== undefined && (doseUnit.test(after) || followers.has(after) || /^\d/.test(after)));
    if (looksLikeSubstance) out.push(run.join(' '));
    i = end + 1;
  }
  return [...new Set(out)];
}

/**
 * Spelling suggestions worth offering for an unknown name. A suggestion is only ever offered as a
 * question ("did you mean …?"), never checked in its place; and a name that contains another
 * drug's name, or is contained in it, is a different drug (apomorphine is not morphine,
 * hydroxyzine is not hydralazine's prefix), so it is never suggested as the same. Ordinary words
 * get no suggestions at all ('arm' is not Armodafinil).
 */
export function trustworthySuggestions(input: string, suggestions: readonly string[]): string[] {
  const typed = compactName(normalizeName(input));
  const words = normalizeName(input).split(' ');
  if (words.every((w) => stopWords.has(w) || commonWords.has(w))) return [];
  return suggestions.filter((s) => {
    const other = compactName(normalizeName(s));
    if (other === typed) return true;
    const [shorter, longer] = other.length < typed.length ? [other, typed] : [typed, other];
    const truncated = shorter === typed && longer.startsWith(typed);
    return truncated || !(shorter.length >= 4 && longer.includes(shorter) && longer.length - shorter.length >= 3);
  });
}
