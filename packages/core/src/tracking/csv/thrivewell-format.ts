import type { CsvRecord } from './csv-reader';
import { unneutraliseCell, writeCsv, type CsvCell } from './csv-writer';
import { dateProblem, parseDate, parseTime } from './dates';
import { emptyDay, labelMaxLength, listProblem, noteMaxLength, splitList, textProblem, type DailyImport, type ImportEntry, type LineError } from './import-entry';

/**
 * Our own tracking CSV ("Download my tracking data"): one row per mood entry, symptom entry and
 * daily-log value, in the person's time zone, and the same file imports back. Columns:
 *   date,time,type,item,value,scale,energy,anxiety,tags,activities,duration_minutes,note,source,id
 * - type mood: value on 1..scale; tags = emotions; activities.
 * - type symptom: item = the symptom; value = severity on 1..10; tags = possible triggers.
 * - type daily: item = sleep_hours | sleep_quality | energy | stress | water_glasses | factors |
 *   meal | note; value for numbers, tags for factors, tags = slot and note = description for a meal.
 * - other types (habits, measurements, doses when those modules add rows) are exported for the
 *   person and skipped on import.
 * `id` is the entry's id: importing the file back into the same account adds nothing.
 */

export const thrivewellHeader = ['date', 'time', 'type', 'item', 'value', 'scale', 'energy', 'anxiety', 'tags', 'activities', 'duration_minutes', 'note', 'source', 'id'] as const;

export interface ExportMood {
  id: string;
  localDate: string;
  time: string;
  value: number;
  scaleMax: number;
  energy: number | null;
  anxiety: number | null;
  emotions: string[];
  activities: string[];
  note: string | null;
  source: string;
}

export interface ExportSymptom {
  id: string;
  localDate: string;
  time: string;
  symptom: string;
  severity: number;
  durationMinutes: number | null;
  triggers: string[];
  note: string | null;
  source: string;
}

export interface ExportDay {
  id: string;
  localDate: string;
  sleepHours: number | null;
  sleepQuality: number | null;
  energy: number | null;
  stress: number | null;
  waterGlasses: number | null;
  meals: { slot: string; description: string }[];
  factors: string[];
  note: string | null;
  source: string;
}

/** A row another module adds (habit check-ins, measurements, doses): exported, not re-imported. */
export interface ExportOtherRow {
  localDate: string;
  time: string | null;
  type: string;
  item: string;
  value: number | null;
  scale: number | null;
  note: string | null;
  id: string;
}

const list = (items: string[]) => items.join(' | ');

export function trackingExportCsv(data: { moods: ExportMood[]; symptoms: ExportSymptom[]; days: ExportDay[]; other?: ExportOtherRow[] }): string {
  const rows: { sort: string; cells: CsvCell[] }[] = [];
  for (const m of data.moods) {
    rows.push({ sort: `${m.localDate} ${m.time}`, cells: [m.localDate, m.time, 'mood', '', m.value, m.scaleMax, m.energy, m.anxiety, list(m.emotions), list(m.activities), null, m.note, m.source, m.id] });
  }
  for (const s of data.symptoms) {
    rows.push({ sort: `${s.localDate} ${s.time}`, cells: [s.localDate, s.time, 'symptom', s.symptom, s.severity, 10, null, null, list(s.triggers), '', s.durationMinutes, s.note, s.source, s.id] });
  }
  for (const d of data.days) {
    const day = (item: string, value: number | null, scale: number | null, tags = '', note: string | null = null) =>
      rows.push({ sort: `${d.localDate} 99`, cells: [d.localDate, '', 'daily', item, value, scale, null, null, tags, '', null, note, d.source, d.id] });
    if (d.sleepHours !== null) day('sleep_hours', d.sleepHours, null);
    if (d.sleepQuality !== null) day('sleep_quality', d.sleepQuality, 5);
    if (d.energy !== null) day('energy', d.energy, 5);
    if (d.stress !== null) day('stress', d.stress, 10);
    if (d.waterGlasses !== null) day('water_glasses', d.waterGlasses, null);
    if (d.factors.length) day('factors', null, null, list(d.factors));
    for (const meal of d.meals) day('meal', null, null, meal.slot, meal.description);
    if (d.note) day('note', null, null, '', d.note);
  }
  for (const o of data.other ?? []) {
    rows.push({ sort: `${o.localDate} ${o.time ?? '99'}`, cells: [o.localDate, o.time ?? '', o.type, o.item, o.value, o.scale, null, null, '', '', null, o.note, 'app', o.id] });
  }
  rows.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0));
  return writeCsv(thrivewellHeader, rows.map((r) => r.cells));
}

const sources = new Set(['app', 'daylio', 'bearable']);
const dailyRanges: Record<string, [number, number]> = { sleep_hours: [0, 24], sleep_quality: [1, 5], energy: [1, 5], stress: [1, 10], water_glasses: [0, 50] };

export interface ThrivewellState {
  days: Map<string, DailyImport>;
  entries: ImportEntry[];
  errors: LineError[];
  skipped: Record<string, number>;
}

export const newThrivewellState = (): ThrivewellState => ({ days: new Map(), entries: [], errors: [], skipped: {} });

export function readThrivewellRecord(state: ThrivewellState, record: CsvRecord, col: Record<string, number>, today: string): void {
  const line = record.line;
  const cell = (name: string) => unneutraliseCell((col[name] === undefined ? '' : (record.cells[col[name]!] ?? '')).trim());
  const fail = (message: string) => void state.errors.push({ line, message });
  const num = (name: string) => (cell(name) === '' ? null : Number(cell(name)));

  const localDate = parseDate(cell('date'));
  if (!localDate) return fail(`The date "${cell('date')}" is not a date (expected YYYY-MM-DD).`);
  const badDate = dateProblem(localDate, today);
  if (badDate) return fail(badDate);
  const type = cell('type');
  const note = cell('note') || null;
  const noteIssue = note ? textProblem(note, 'note', noteMaxLength) : null;
  if (noteIssue) return fail(noteIssue);
  const source = sources.has(cell('source')) ? (cell('source') as 'app' | 'daylio' | 'bearable') : 'app';
  const id = cell('id');
  const originalId = /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : undefined;

  if (type === 'mood' || type === 'symptom') {
    const time = parseTime(cell('time'));
    if (!time) return fail(`The time "${cell('time')}" is not a time of day (expected HH:MM).`);
    const value = num('value');
    if (type === 'mood') {
      const scale = num('scale') ?? 5;
      if (value === null || !Number.isInteger(value) || !Number.isInteger(scale) || scale < 2 || scale > 10 || value < 1 || value > scale) {
        return fail(`The mood "${cell('value')}" is not a whole number from 1 to ${Number.isFinite(scale) ? scale : 5}.`);
      }
      const rating = (name: string) => {
        const v = num(name);
        return v !== null && Number.isInteger(v) && v >= 1 && v <= 5 ? v : null;
      };
      const emotions = splitList(cell('tags'));
      const activities = splitList(cell('activities'));
      const problem = listProblem(emotions, 'emotion') ?? listProblem(activities, 'activity');
      if (problem) return fail(problem);
      const value5 = scale === 5 ? value : Math.round(((value - 1) / (scale - 1)) * 4 + 1);
      state.entries.push({ kind: 'mood', lines: [line], localDate, time, value: value5, energy: rating('energy'), anxiety: rating('anxiety'), emotions, activities, note, source, ...(originalId ? { originalId } : {}) });
      return;
    }
    const symptom = cell('item');
    if (!symptom) return fail('The symptom name is empty.');
    const nameIssue = textProblem(symptom, 'symptom name', labelMaxLength);
    if (nameIssue) return fail(nameIssue);
    if (value === null || !Number.isInteger(value) || value < 1 || value > 10) return fail(`The severity "${cell('value')}" is not a whole number from 1 to 10.`);
    const duration = num('duration_minutes');
    const triggers = splitList(cell('tags'));
    const problem = listProblem(triggers, 'trigger');
    if (problem) return fail(problem);
    state.entries.push({
      kind: 'symptom', lines: [line], localDate, time, symptom, severity: value,
      durationMinutes: duration !== null && Number.isInteger(duration) && duration >= 0 && duration <= 100_000 ? duration : null,
      triggers, note, source, ...(originalId ? { originalId } : {}),
    });
    return;
  }
  if (type === 'daily') {
    let day = state.days.get(localDate);
    if (!day) {
      day = { ...emptyDay(localDate, line), source };
      state.days.set(localDate, day);
    } else day.lines.push(line);
    const item = cell('item');
    const range = dailyRanges[item];
    if (range) {
      const value = num('value');
      if (value === null || !Number.isFinite(value) || value < range[0] || value > range[1]) return fail(`The ${item.replace('_', ' ')} "${cell('value')}" is not from ${range[0]} to ${range[1]}.`);
      const key = ({ sleep_hours: 'sleepHours', sleep_quality: 'sleepQuality', energy: 'energy', stress: 'stress', water_glasses: 'waterGlasses' } as const)[item as 'energy'];
      day[key] = item === 'sleep_hours' ? value : Math.round(value);
      return;
    }
    if (item === 'factors') {
      const factors = splitList(cell('tags'));
      const problem = listProblem(factors, 'factor');
      if (problem) return fail(problem);
      for (const f of factors) if (!day.factors.includes(f)) day.factors.push(f);
      return;
    }
    if (item === 'meal') {
      const slot = cell('tags') || 'meal';
      const problem = textProblem(slot, 'meal', labelMaxLength);
      if (problem) return fail(problem);
      day.meals.push({ slot, description: note ?? '' });
      return;
    }
    if (item === 'note') {
      day.note = note;
      return;
    }
    return fail(`The daily log item "${item.slice(0, 40)}" is not one of sleep_hours, sleep_quality, energy, stress, water_glasses, factors, meal, note.`);
  }
  if (!type) return fail('The type is empty.');
  const reason = `Other tracking rows (${type.slice(0, 40)}) are kept in the file but not imported`;
  state.skipped[reason] = (state.skipped[reason] ?? 0) + 1;
}

export function finishThrivewell(state: ThrivewellState) {
  return { entries: [...state.entries, ...state.days.values()], errors: state.errors, skipped: state.skipped };
}
