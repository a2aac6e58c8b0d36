/**
 * How often a dose is taken, read from the free text people type in the cabinet or the profile:
 * 'twice daily', 'BID', '2x a day', 'every 12 hours', 'three times a day', 'at bedtime',
 * 'as needed', 'weekly'. The day plan places one slot per daily dose.
 */
import { normalizeName } from './normalize';

export type DoseFrequency =
  /** Taken every day, this many times (1 to 4; more often is shown as 4 and noted). */
  | { kind: 'daily'; perDay: number; text: string | null }
  /** Only when needed (PRN): not part of a routine. */
  | { kind: 'as-needed'; text: string }
  /** Less often than daily (weekly, every other day, monthly): not every day's routine. */
  | { kind: 'not-daily'; text: string };

export const onceDaily: DoseFrequency = { kind: 'daily', perDay: 1, text: null };

const maxSlotsPerDay = 4;
const numberWords: Record<string, number> = { one: 1, once: 1, two: 2, twice: 2, three: 3, thrice: 3, four: 4, five: 5, six: 6 };

function count(word: string): number | undefined {
  return numberWords[word] ?? (/^\d+$/.test(word) ? Number(word) : undefined);
}

function daily(n: number, text: string): DoseFrequency {
  return { kind: 'daily', perDay: Math.min(Math.max(Math.round(n), 1), maxSlotsPerDay), text };
}

/**
 * Reads a frequency; anything unclear (or empty) is once a day, the usual default, with the
 * person's own text kept so the plan can show it.
 */
export function parseDoseFrequency(raw: string | null | undefined): DoseFrequency {
  const text = (raw ?? '').trim();
  if (!text) return onceDaily;
  const t = ` ${normalizeName(text)} `;
  if (/ (?:prn|as needed|when needed|if needed|as required|when required) /.test(t)) return { kind: 'as-needed', text };
  if (/ (?:weekly|once a week|every week|per week|a week|monthly|a month|every other day|alternate days|every \d+ (?:days|weeks|months)|every (?:two|three|four|2|3|4) days) /.test(t)) {
    return { kind: 'not-daily', text };
  }
  // Latin abbreviations, written with or without dots: 'b.i.d.' normalises to 'b i d'.
  const compact = t.replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
  if (/ (?:qid|qds) /.test(compact)) return daily(4, text);
  if (/ (?:tid|tds) /.test(compact)) return daily(3, text);
  if (/ (?:bid|bd) /.test(compact)) return daily(2, text);
  if (/ (?:qd|od|qhs|qam|qpm) /.test(compact)) return daily(1, text);
  const hours = / (?:every|each|q) ?(\d+|two|three|four|six|eight|twelve) ?(?:hours|hrs|hr|h) /.exec(t)?.[1];
  if (hours) {
    const h = count(hours) ?? { eight: 8, twelve: 12 }[hours] ?? 24;
    return daily(Math.floor(24 / Math.max(h, 1)), text);
  }
  // 'twice daily', '2x a day', '3 times a day', 'two times per day', 'twice a day'
  const times = / (once|twice|thrice|one|two|three|four|five|six|\d+) ?(?:x|times|time)? (?:a|per|each|every)? ?(?:day|daily) /.exec(t)?.[1];
  if (times) return daily(count(times) ?? 1, text);
  const bare = / (once|twice|thrice) /.exec(t)?.[1];
  if (bare) return daily(count(bare) ?? 1, text);
  // 'morning and evening', 'with breakfast and dinner'
  const mealWords = t.match(/\b(?:morning|breakfast|lunch|midday|noon|afternoon|evening|dinner|supper|night|bedtime)\b/g) ?? [];
  if (/ and /.test(t) && mealWords.length >= 2) return daily(mealWords.length, text);
  return { kind: 'daily', perDay: 1, text };
}
