/**
 * Reminder rules as RFC 5545 text (rrule 2.8): one DTSTART with its TZID and one RRULE per local
 * time ("08:00 and 20:30 on Mondays" is two rules: BYHOUR and BYMINUTE would otherwise combine
 * into four times). rrule.js handles TZID by the host's zone, so rules are evaluated in floating
 * wall time here and each occurrence is turned into its instant with the zone's own offsets
 * (packages/core/src/tracking/zoned-time.ts), which keeps 08:00 at 08:00 across daylight saving.
 */
import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType } from 'rrule';
import { weekdayCodes } from '@thrivewell/core/contracts/reminders-contract';
import { formatClock, instantOfWallTime, parseClock, wallTimeOf } from '@thrivewell/core/tracking/zoned-time';

// rrule 2.8 ships CommonJS as its Node entry (no "exports"): Node's ESM loader (tsx, the dev
// server) sees only a default export, bundlers and Vitest see the named ones.
const rrule = ((rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;
const { RRule, rrulestr } = rrule;
type RRule = RRuleType;

export type WeekdayCode = (typeof weekdayCodes)[number];

export class RuleError extends Error {}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** DTSTART;TZID=…:YYYYMMDDT000000 for the local day of `now` in the zone. */
function dtstartLine(timeZone: string, now: Date): string {
  const w = wallTimeOf(now, timeZone);
  return `DTSTART;TZID=${timeZone}:${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T000000`;
}

/** Every n days counted from a first local day ("every other day" from 2026-11-20 = 2). */
export interface RuleInterval {
  everyDays: number;
  /** YYYY-MM-DD in the rule's zone: the first day, and the day the count starts from. */
  from: string;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The rule for local times on weekdays (none = every day), starting today; with an interval of
 * n > 1 days, every n-th day from its first day (FREQ=DAILY;INTERVAL=n, DTSTART that day), and
 * weekdays, if any, only filter those days, as a dose schedule counts them (dose-day.ts).
 */
export function ruleFromTimes(times: string[], weekdays: WeekdayCode[], timeZone: string, now: Date, interval?: RuleInterval): string {
  const minutes = [...new Set(times.map((t) => parseClock(t)))].filter((m): m is number => m !== null).sort((a, b) => a - b);
  if (minutes.length === 0) throw new RuleError('Add at least one time.');
  const someDays = weekdays.length > 0 && weekdays.length < 7;
  const byDay = `BYDAY=${weekdayCodes.filter((d) => weekdays.includes(d)).join(',')}`;
  const every = interval && interval.everyDays > 1 ? Math.floor(interval.everyDays) : 1;
  let start = dtstartLine(timeZone, now);
  let days = someDays ? `FREQ=WEEKLY;${byDay}` : 'FREQ=DAILY';
  if (every > 1) {
    const m = isoDay.exec(interval!.from);
    if (!m) throw new RuleError('The first day must be a date like 2026-11-27.');
    if (every > 366) throw new RuleError('A reminder may repeat at most every 366 days.');
    start = `DTSTART;TZID=${timeZone}:${m[1]}${m[2]}${m[3]}T000000`;
    days = `FREQ=DAILY;INTERVAL=${every}${someDays ? `;${byDay}` : ''}`;
  }
  const rules = minutes.map((m) => `RRULE:${days};BYHOUR=${Math.floor(m / 60)};BYMINUTE=${m % 60};BYSECOND=0`);
  return [start, ...rules].join('\n');
}

/**
 * A rule given as RRULE text ("FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0", with or without
 * "RRULE:"), starting today in the zone. At most hourly: a reminder every minute is no reminder.
 */
export function ruleFromText(text: string, timeZone: string, now: Date): string {
  const value = text.trim().replace(/^RRULE:/i, '');
  if (!/^[A-Z0-9=;,+-]+$/i.test(value)) throw new RuleError('The rule must be a single RRULE, like FREQ=DAILY;BYHOUR=9;BYMINUTE=0.');
  let options: Partial<Options>;
  try {
    options = RRule.parseString(value);
  } catch {
    throw new RuleError('The rule is not a valid RRULE.');
  }
  if (options.freq === undefined) throw new RuleError('The rule needs a FREQ.');
  if (options.freq > RRule.HOURLY) throw new RuleError('A reminder may repeat at most every hour.');
  if (options.dtstart || options.until || options.count) {
    // DTSTART comes from the time zone; UNTIL/COUNT are allowed but checked by a dry run below.
  }
  const rule = `${dtstartLine(timeZone, now)}\nRRULE:${value}${/BYSECOND=/i.test(value) ? '' : ';BYSECOND=0'}`;
  parseRule(rule);
  return rule;
}

interface ParsedRule {
  timeZone: string;
  rules: RRule[];
}

/** The stored text → floating-time rules and the zone. */
export function parseRule(text: string): ParsedRule {
  let set;
  try {
    set = rrulestr(text, { forceset: true }) as ReturnType<typeof rrulestr> & { rrules(): RRule[] };
  } catch {
    throw new RuleError('The rule is not valid RFC 5545.');
  }
  const rules = set.rrules();
  if (rules.length === 0) throw new RuleError('The rule has no RRULE.');
  const timeZone = rules[0]!.origOptions.tzid ?? 'UTC';
  return { timeZone, rules: rules.map((r) => new RRule({ ...r.origOptions, tzid: null })) };
}

const floating = (instant: Date, timeZone: string) => {
  const w = wallTimeOf(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
};
const instantOf = (f: Date, timeZone: string) =>
  instantOfWallTime({ year: f.getUTCFullYear(), month: f.getUTCMonth() + 1, day: f.getUTCDate(), hour: f.getUTCHours(), minute: f.getUTCMinutes(), second: f.getUTCSeconds() }, timeZone);

const dayMs = 24 * 3600_000;

/** Occurrence instants in (from, to], in order, each once. */
export function occurrencesBetween(text: string, from: Date, to: Date): Date[] {
  const { timeZone, rules } = parseRule(text);
  const lo = new Date(floating(from, timeZone).getTime() - dayMs);
  const hi = new Date(floating(to, timeZone).getTime() + dayMs);
  const instants = rules.flatMap((r) => r.between(lo, hi, true).map((f) => instantOf(f, timeZone).getTime()));
  return [...new Set(instants)]
    .filter((t) => t > from.getTime() && t <= to.getTime())
    .sort((a, b) => a - b)
    .map((t) => new Date(t));
}

/** The first occurrence after `after`, or null when the rule has ended. */
export function nextOccurrence(text: string, after: Date): Date | null {
  const { timeZone, rules } = parseRule(text);
  let best: number | null = null;
  for (const rule of rules) {
    let cursor = new Date(floating(after, timeZone).getTime() - dayMs);
    for (let i = 0; i < 50; i++) {
      const f = rule.after(cursor, false);
      if (!f) break;
      const t = instantOf(f, timeZone).getTime();
      if (t > after.getTime()) {
        if (best === null || t < best) best = t;
        break;
      }
      cursor = f;
    }
  }
  return best === null ? null : new Date(best);
}

export interface DescribedRule {
  times: string[];
  weekdays: WeekdayCode[];
  timeZone: string;
  /** Every how many days (1 = every day or the weekdays); for a daily interval rule, its first day. */
  everyDays: number;
  interval?: RuleInterval;
}

/** The local times, weekdays and day interval a rule was made from (times empty when it has none of its own). */
export function describeRule(text: string): DescribedRule {
  const { timeZone, rules } = parseRule(text);
  const times = new Set<string>();
  const days = new Set<WeekdayCode>();
  let everyDays = 1;
  let from: string | undefined;
  for (const r of rules) {
    const { byhour, byminute, byweekday, freq, interval, dtstart } = r.options;
    if (byhour?.length === 1 && byminute?.length === 1) times.add(formatClock(byhour[0]! * 60 + byminute[0]!));
    for (const d of byweekday ?? []) days.add(weekdayCodes[d]!);
    if (freq === RRule.DAILY && interval > 1) {
      everyDays = interval;
      from = dtstart.toISOString().slice(0, 10);
    }
  }
  const described: DescribedRule = { times: [...times].sort(), weekdays: weekdayCodes.filter((d) => days.has(d)), timeZone, everyDays };
  if (from) described.interval = { everyDays, from };
  return described;
}
