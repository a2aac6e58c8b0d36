/**
 * What a parsed tracker export becomes before it is saved: mood entries, symptom entries and
 * day-level values for the daily log, each naming the file lines it came from. The parsers are
 * pure; the server turns these into rows (time zone, import keys, merge with what is saved).
 */

export type ImportSource = 'daylio' | 'bearable' | 'thrivewell';

export interface MoodImport {
  kind: 'mood';
  lines: number[];
  localDate: string;
  /** 'HH:MM' (24 h) in the person's own time zone. */
  time: string;
  /** 1..5 on the app's 5-point scale (converted where the source used another scale). */
  value: number;
  energy: number | null;
  anxiety: number | null;
  emotions: string[];
  activities: string[];
  note: string | null;
  /** Our own export only: the id the entry had, so importing it back where it came from adds nothing. */
  originalId?: string;
  source?: 'app' | 'daylio' | 'bearable';
}

export interface SymptomImport {
  kind: 'symptom';
  lines: number[];
  localDate: string;
  time: string;
  symptom: string;
  /** 1..10 */
  severity: number;
  durationMinutes: number | null;
  triggers: string[];
  note: string | null;
  originalId?: string;
  source?: 'app' | 'daylio' | 'bearable';
}

/** A day's values; every field is optional and fills only what the saved day lacks. */
export interface DailyImport {
  kind: 'daily';
  lines: number[];
  localDate: string;
  sleepHours: number | null;
  /** 1..5 */
  sleepQuality: number | null;
  /** 1..5 */
  energy: number | null;
  /** 1..10 */
  stress: number | null;
  waterGlasses: number | null;
  meals: { slot: string; description: string }[];
  factors: string[];
  note: string | null;
  source?: 'app' | 'daylio' | 'bearable';
}

export type ImportEntry = MoodImport | SymptomImport | DailyImport;

export interface LineError {
  line: number;
  message: string;
}

export interface ParsedImport {
  format: ImportSource;
  entries: ImportEntry[];
  errors: LineError[];
  /** Rows read on purpose but not imported (medicines, gratitudes…), by a reason a person reads. */
  skipped: Record<string, number>;
  /** Data rows in the file (header excluded). */
  rowCount: number;
}

export const noteMaxLength = 10_000;
export const labelMaxLength = 200;

export function emptyDay(localDate: string, line: number): DailyImport {
  return { kind: 'daily', lines: [line], localDate, sleepHours: null, sleepQuality: null, energy: null, stress: null, waterGlasses: null, meals: [], factors: [], note: null };
}

/** Splits a ` | `-separated list (Daylio activities, Bearable details), trimmed, empties and repeats dropped. */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  for (const part of value.split('|')) {
    const item = part.trim();
    if (item) seen.add(item);
  }
  return [...seen];
}

/**
 * The problems a cell can have that no format accepts: text the database cannot hold (NUL) and
 * notes or labels past their length. Null when the text is fine.
 */
export function textProblem(value: string, what: string, max: number): string | null {
  if (value.includes('\u0000')) return `The ${what} contains a NUL character, which text cannot hold.`;
  if (value.length > max) return `The ${what} is ${value.length.toLocaleString('en')} characters long; at most ${max.toLocaleString('en')} are accepted.`;
  return null;
}

export function listProblem(items: string[], what: string): string | null {
  for (const item of items) {
    const problem = textProblem(item, what, labelMaxLength);
    if (problem) return problem;
  }
  return null;
}
