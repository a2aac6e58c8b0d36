/**
 * Dose times from a cabinet entry's free-text frequency ("twice a day", "BID", "q8h", "with
 * breakfast and dinner", "weekly on Monday", "PRN"…). The answer is a starting schedule the person
 * can edit; when the text says nothing we understand, it is one morning dose and says it guessed.
 */

export interface DoseTimesGuess {
  /** Local times of day 'HH:MM', ascending; empty for as-needed. */
  times: string[];
  /** Weekdays it applies (0 = Sunday); empty = every day. */
  weekdays: number[];
  /** Every how many days (2 = every other day). */
  everyDays: number;
  asNeeded: boolean;
  /** True when the text was not understood (or left the times open) and defaults were used. */
  guessed: boolean;
  /** What was understood, in the product's words. */
  explanation: string;
}

const slot = { morning: '08:00', breakfast: '08:00', noon: '12:00', lunch: '12:30', afternoon: '14:00', evening: '18:00', dinner: '18:00', bedtime: '22:00' } as const;
type Slot = keyof typeof slot;

const slotWords: [RegExp, Slot][] = [
  [/\b(morning|mornings|qam|on waking|upon waking)\b/, 'morning'],
  [/\bbreakfast\b/, 'breakfast'],
  [/\b(noon|midday)\b/, 'noon'],
  [/\blunch\b/, 'lunch'],
  [/\bafternoon\b/, 'afternoon'],
  [/\b(evening|evenings|supper)\b/, 'evening'],
  [/\bdinner\b/, 'dinner'],
  [/\b(bedtime|bed time|before bed|at night|nightly|qhs|hs|night)\b/, 'bedtime'],
];

const dayNames: [RegExp, number][] = [
  [/\bsun(day|days)?\b/, 0],
  [/\bmon(day|days)?\b/, 1],
  [/\btue(s|sday|sdays)?\b/, 2],
  [/\bwed(nesday|nesdays)?\b/, 3],
  [/\bthu(r|rs|rsday|rsdays)?\b/, 4],
  [/\bfri(day|days)?\b/, 5],
  [/\bsat(urday|urdays)?\b/, 6],
];

const wordCounts: Record<string, number> = { once: 1, one: 1, twice: 2, two: 2, thrice: 3, three: 3, four: 4, five: 5, six: 6 };
const latinCounts: Record<string, number> = { qd: 1, od: 1, bid: 2, bd: 2, tid: 3, tds: 3, qid: 4, qds: 4 };

/** n doses spread over the waking day (08:00–22:00 at most). */
export function spreadTimes(n: number): string[] {
  const fixed: Record<number, string[]> = { 1: ['08:00'], 2: ['08:00', '20:00'], 3: ['08:00', '14:00', '20:00'], 4: ['08:00', '12:00', '16:00', '20:00'] };
  if (fixed[n]) return fixed[n];
  const step = (14 * 60) / (n - 1);
  return Array.from({ length: n }, (_, i) => hhmm(8 * 60 + Math.round(i * step)));
}

/** Every `hours` hours round the clock, from 06:00 (08:00 for 12 hours or more). */
function everyHours(hours: number): string[] {
  const start = hours >= 12 ? 8 * 60 : 6 * 60;
  const n = Math.max(1, Math.floor(24 / hours));
  return sortTimes(Array.from({ length: n }, (_, i) => hhmm((start + i * hours * 60) % (24 * 60))));
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const sortTimes = (times: string[]) => [...new Set(times)].sort();

function normalise(text: string): string {
  // "b.i.d.", "p.r.n.", "p.m." → "bid", "prn", "pm" before the dots go.
  return ` ${text.toLowerCase().replace(/\b([a-z])\.(?=[a-z]\b)/g, '$1').replace(/[.,;/()+-]/g, ' ').replace(/\s+/g, ' ').trim()} `
    .replace(/\bq\s*(\d+)\s*h(r|rs|ours?)?\b/g, 'q$1h')
    .replace(/\b(\d+)\s*(x|×|times)\b/g, '$1x')
    .replace(/\bx\s*(\d+)\b/g, '$1x');
}

const notWeekly = '(?! ?(?:a|per|every) ?week| ?weekly)';

function perDay(t: string): number | null {
  const latin = t.match(/\b(qd|od|bid|bd|tid|tds|qid|qds)\b/);
  if (latin) return latinCounts[latin[1]!]!;
  const numeric = t.match(new RegExp(`\\b(\\d+)x\\b${notWeekly}`));
  if (numeric) return Number(numeric[1]);
  // "one tablet twice daily": "one" and "two" count doses only when followed by "time(s)".
  for (const m of t.matchAll(new RegExp(`\\b(once|twice|thrice|one|two|three|four|five|six)( times?)?\\b${notWeekly}`, 'g'))) {
    if (m[2] || !['one', 'two', 'three', 'four', 'five', 'six'].includes(m[1]!)) return wordCounts[m[1]!]!;
  }
  return null;
}

function perWeek(t: string): number | null {
  const numeric = t.match(/\b(\d+)x (?:a |per |every )?week|\b(\d+)x weekly/);
  if (numeric) return Number(numeric[1] ?? numeric[2]);
  const words = t.match(/\b(once|twice|three|four|five|six)(?: times?)? (?:(?:a|per|every) ?week|weekly)/);
  return words ? wordCounts[words[1]!]! : null;
}

/** Clock times written out: "9am", "9:30 pm", "08:00 and 20:00". */
function clockTimes(t: string): string[] {
  const out: string[] = [];
  for (const m of t.matchAll(/\b(\d{1,2})(?::(\d{2}))? ?(am|pm|a m|p m)\b/g)) {
    let h = Number(m[1]) % 12;
    if (m[3]!.startsWith('p')) h += 12;
    const min = Number(m[2] ?? 0);
    if (Number(m[1]) <= 12 && min < 60) out.push(hhmm(h * 60 + min));
  }
  for (const m of t.matchAll(/\b(\d{1,2}):(\d{2})\b(?! ?(am|pm|a m|p m))/g)) {
    if (Number(m[1]) < 24 && Number(m[2]) < 60) out.push(hhmm(Number(m[1]) * 60 + Number(m[2])));
  }
  return sortTimes(out);
}

function days(list: number[]): string {
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return list.map((d) => names[d]).join(', ');
}

export function parseDoseTimes(frequency: string | null | undefined): DoseTimesGuess {
  const base = { weekdays: [] as number[], everyDays: 1, asNeeded: false, guessed: false };
  const t = normalise(frequency ?? '');
  if (!t.trim()) return { ...base, times: ['08:00'], guessed: true, explanation: 'No frequency given: one dose at 08:00 is a guess — set the real times.' };

  if (/\b(as needed|when needed|if needed|as required|when required|prn|p r n|as directed when)\b/.test(t)) {
    return { ...base, times: [], asNeeded: true, explanation: 'As needed: log a dose when you take one.' };
  }
  if (/\b(monthly|a month|per month|every month)\b/.test(t)) {
    return { ...base, times: [], asNeeded: true, guessed: true, explanation: 'Monthly doses are not scheduled here: log each dose when you take it.' };
  }

  const slots = slotWords.filter(([re]) => re.test(t)).map(([, s]) => s);
  // "with meals" / "with food three times a day" = the three meals.
  const meals = /\b(with|after|before) (meals|each meal|food)\b/.test(t) && !slots.length;
  const slotTimes = sortTimes(slots.map((s) => slot[s]));
  const clocks = clockTimes(t);
  const count = perDay(t);

  const interval = t.match(/\b(?:every|each) (\d+) ?(?:hours?|hrs?|h)\b/) ?? t.match(/\bq(\d+)h\b/);
  if (interval) {
    const hours = Number(interval[1]);
    if (hours >= 1 && hours <= 24) return { ...base, times: everyHours(hours), explanation: `Every ${hours} hours: ${everyHours(hours).join(', ')}.` };
    if (hours % 24 === 0 && hours <= 24 * 14) {
      return { ...base, times: ['08:00'], everyDays: hours / 24, explanation: `Every ${hours / 24} days at 08:00.` };
    }
  }

  const everyN = t.match(/\bevery (other|second|2nd|\d+) days?\b/) ?? (/\b(qod|alternate days|on alternate days)\b/.test(t) ? ['', 'other'] : null);
  if (everyN) {
    const n = ['other', 'second', '2nd'].includes(everyN[1]!) ? 2 : Number(everyN[1]);
    if (n >= 1 && n <= 14) {
      const times = clocks.length ? clocks : slotTimes.length ? slotTimes : spreadTimes(count ?? 1);
      return { ...base, times, everyDays: n, explanation: n === 1 ? `Every day at ${times.join(', ')}.` : `Every ${n} days at ${times.join(', ')}.` };
    }
  }

  const named = dayNames.filter(([re]) => re.test(t)).map(([, d]) => d);
  const weekCount = perWeek(t);
  if (named.length || weekCount !== null || /\b(weekly|once a week|every week|a week)\b/.test(t)) {
    const defaults: Record<number, number[]> = { 1: [1], 2: [1, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 5: [1, 2, 3, 4, 5], 6: [1, 2, 3, 4, 5, 6], 7: [] };
    const weekdays = named.length ? named.sort() : (defaults[weekCount ?? 1] ?? [1]);
    const times = clocks.length ? clocks : slotTimes.length ? slotTimes : ['08:00'];
    const guessed = !named.length && weekdays.length > 0;
    const when = weekdays.length ? days(weekdays) : 'Every day';
    return { ...base, times, weekdays, guessed, explanation: `${when} at ${times.join(', ')}${guessed ? ' — the days are a guess; set the right ones.' : '.'}` };
  }

  if (meals && (count ?? 3) === 3) return { ...base, times: [slot.breakfast, slot.lunch, slot.dinner], explanation: 'With meals: 08:00, 12:30, 18:00.' };

  if (clocks.length) return { ...base, times: clocks, explanation: `Every day at ${clocks.join(', ')}.` };
  if (slotTimes.length && (count === null || count === slotTimes.length)) {
    return { ...base, times: slotTimes, explanation: `Every day at ${slotTimes.join(', ')}.` };
  }
  if (count !== null && count >= 1 && count <= 12) {
    // "once daily in the evening": one named time wins over the default morning.
    const times = count === 1 && slotTimes.length === 1 ? slotTimes : spreadTimes(count);
    return { ...base, times, explanation: `${count === 1 ? 'Once' : count === 2 ? 'Twice' : `${count} times`} a day: ${times.join(', ')}.` };
  }
  if (/\b(daily|a day|per day|every day|each day|everyday|day)\b/.test(t)) {
    return { ...base, times: ['08:00'], explanation: 'Once a day: 08:00.' };
  }
  return { ...base, times: ['08:00'], guessed: true, explanation: `We could not read "${(frequency ?? '').trim().slice(0, 60)}": one dose at 08:00 is a guess — set the real times.` };
}
