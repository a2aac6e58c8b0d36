import type { CsvRecord } from './csv-reader';
import { dateProblem, parseDate, parseTime } from './dates';
import { bearableEnergyTo5, bearableMoodTo5, bearableSeverityTo10, bearableSleepQualityTo5, parseBearableSymptom, parseSleepHours } from './bearable-scales';
import { emptyDay, labelMaxLength, listProblem, noteMaxLength, splitList, textProblem, type DailyImport, type ImportEntry, type LineError } from './import-entry';

/**
 * Bearable's data export, a long format with one row per rating or list:
 *   date,date formatted,weekday,time of day,category,rating/amount,detail,notes   (current)
 *   date,weekday,time of day,category,rating/amount,detail,notes                  (older)
 * `date` is "22nd Sep 2020" (or ISO); `date formatted` is the same day as YYYY-MM-DD. `time of day`
 * is a clock time "09:53" or one of Bearable's day parts. Categories read here:
 * - Mood: rating 1–10 (or signed −2…+2) → a mood entry on our 5-point scale (bearable-scales.ts);
 *   the detail "Meh | Anxious" → emotions; notes → the note.
 * - Energy → the day's energy (1–5); Sleep → hours; Sleep quality → the day's sleep quality.
 * - Symptom: "Headache (Moderate)", rating 0–4 → a symptom entry with severity 1–10; 0 is absence.
 * - Factors, Food Diary factors → the day's factors (binary factors for patterns).
 * Medicines (Meds/Supplements), gratitudes, health measurements and other categories are counted
 * as skipped with a reason: a dose belongs to a cabinet entry, and the app has no place for the rest.
 * Several rows of one day become one daily log entry (energy and quality: the day's mean, rounded).
 */

export const bearableHeader = ['date', 'date formatted', 'weekday', 'time of day', 'category', 'rating/amount', 'detail', 'notes'] as const;
export const bearableLegacyHeader = ['date', 'weekday', 'time of day', 'category', 'rating/amount', 'detail', 'notes'] as const;

/** Bearable's day parts, placed at the middle of each: before 6 am, morning, afternoon, evening. */
export const bearableDayParts: Record<string, string> = { pre: '03:00', am: '09:00', mid: '15:00', pm: '21:00', 'all day': '12:00' };

const skippedCategories: Record<string, string> = {
  'meds/supplements': 'Medicines and supplements (add them to your medicine cabinet to track doses)',
  medication: 'Medicines and supplements (add them to your medicine cabinet to track doses)',
  gratitudes: 'Gratitude notes',
  'health measurements': 'Health measurements',
  'bowel movements': 'Bowel movements',
  nutrition: 'Nutrition notes',
  'weather': 'Weather',
  'steps': 'Step counts',
};

export interface BearableState {
  days: Map<string, DailyImport & { energies: number[]; qualities: number[] }>;
  entries: ImportEntry[];
  errors: LineError[];
  skipped: Record<string, number>;
}

export function newBearableState(): BearableState {
  return { days: new Map(), entries: [], errors: [], skipped: {} };
}

export function readBearableRecord(state: BearableState, record: CsvRecord, col: Record<string, number>, today: string): void {
  const line = record.line;
  const cell = (name: string) => (col[name] === undefined ? '' : (record.cells[col[name]!] ?? '')).trim();
  const fail = (message: string) => void state.errors.push({ line, message });
  const skip = (reason: string) => void (state.skipped[reason] = (state.skipped[reason] ?? 0) + 1);

  const localDate = parseDate(cell('date formatted')) ?? parseDate(cell('date'));
  if (!localDate) return fail(`The date "${cell('date formatted') || cell('date')}" is not a date (expected "22nd Sep 2020" or YYYY-MM-DD).`);
  const badDate = dateProblem(localDate, today);
  if (badDate) return fail(badDate);
  const partOrTime = cell('time of day').toLowerCase();
  const time = bearableDayParts[partOrTime] ?? parseTime(partOrTime);
  if (!time) return fail(`The time of day "${cell('time of day')}" is neither a clock time nor one of pre, am, mid, pm, all day.`);

  const category = cell('category');
  const rating = cell('rating/amount');
  const detail = cell('detail');
  const notesText = cell('notes');
  const note = notesText || null;
  const noteIssue = note ? textProblem(note, 'note', noteMaxLength) : null;
  if (noteIssue) return fail(noteIssue);
  const dayOf = () => {
    let day = state.days.get(localDate);
    if (!day) {
      day = { ...emptyDay(localDate, line), energies: [], qualities: [] };
      state.days.set(localDate, day);
    } else day.lines.push(line);
    return day;
  };

  switch (category.toLowerCase()) {
    case 'mood': {
      const value = bearableMoodTo5(rating);
      if (value === null) return fail(`The mood rating "${rating}" is not on Bearable's 1–10 (or −2…+2) scale.`);
      const emotions = splitList(detail);
      const problem = listProblem(emotions, 'emotion');
      if (problem) return fail(problem);
      state.entries.push({ kind: 'mood', lines: [line], localDate, time, value, energy: null, anxiety: null, emotions, activities: [], note });
      return;
    }
    case 'symptom':
    case 'symptoms': {
      const parsed = parseBearableSymptom(rating, detail);
      if (!parsed) return fail(`The symptom "${detail}" with severity "${rating}" cannot be read (expected "Headache (Moderate)" rated 0–4).`);
      if (parsed.level === 0) return skip('Symptoms rated as absent (0)');
      const problem = textProblem(parsed.symptom, 'symptom name', labelMaxLength);
      if (problem) return fail(problem);
      state.entries.push({ kind: 'symptom', lines: [line], localDate, time, symptom: parsed.symptom, severity: bearableSeverityTo10[parsed.level]!, durationMinutes: null, triggers: [], note });
      return;
    }
    case 'energy': {
      const energy = bearableEnergyTo5(rating, detail);
      if (energy === null) return fail(`The energy rating "${rating || detail}" is not on Bearable's 1–5 scale.`);
      dayOf().energies.push(energy);
      return;
    }
    case 'sleep': {
      const hours = parseSleepHours(rating, detail);
      if (hours === null) return fail(`The sleep "${rating || detail}" is not a duration (expected "7:30", "7h 30m" or "Asleep 23:30 - 07:00").`);
      const day = dayOf();
      // Several sleep rows of one day (a nap) add up.
      day.sleepHours = Math.min(24, Math.round(((day.sleepHours ?? 0) + hours) * 100) / 100);
      return;
    }
    case 'sleep quality': {
      const quality = bearableSleepQualityTo5(rating, detail);
      if (quality === null) return fail(`The sleep quality "${rating || detail}" is not one of poor, ok, good, great.`);
      dayOf().qualities.push(quality);
      return;
    }
    case 'factors':
    case 'food diary factors': {
      const factors = splitList(detail);
      const problem = listProblem(factors, 'factor');
      if (problem) return fail(problem);
      if (factors.length === 0) return skip('Empty factor rows');
      const day = dayOf();
      for (const f of factors) if (!day.factors.includes(f)) day.factors.push(f);
      if (note) day.note = day.note ? `${day.note}\n${note}` : note;
      return;
    }
    default:
      if (!category) return fail('The category is empty.');
      return skip(skippedCategories[category.toLowerCase()] ?? `Other Bearable categories (${category.slice(0, 40)})`);
  }
}

const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);

export function finishBearable(state: BearableState): { entries: ImportEntry[]; errors: LineError[]; skipped: Record<string, number> } {
  const days: DailyImport[] = [...state.days.values()].map(({ energies, qualities, ...day }) => ({
    ...day,
    energy: energies.length ? mean(energies) : null,
    sleepQuality: qualities.length ? mean(qualities) : null,
    note: day.note && day.note.length > noteMaxLength ? day.note.slice(0, noteMaxLength) : day.note,
  }));
  return { entries: [...state.entries, ...days], errors: state.errors, skipped: state.skipped };
}
