import type { CsvRecord } from './csv-reader';
import { dateProblem, parseDate, parseTime } from './dates';
import { listProblem, noteMaxLength, splitList, textProblem, type LineError, type MoodImport } from './import-entry';

/**
 * Daylio's "Export entries" CSV, one row per mood entry, newest first:
 *   full_date,date,weekday,time,mood,activities,note_title,note
 * e.g. `2024-03-02,March 2,Saturday,8:30 pm,good,"walk | friends",,Nice day`. Older versions wrote
 *   year,date,weekday,time,mood,activities,note          (date "18 May", year "2018").
 *
 * Mapping (documented in docs/decisions/0017-tracker-import-mappings.md):
 * - mood: Daylio's five default moods map to our 5-point scale: rad 5, good 4, meh 3, bad 2,
 *   awful 1 (older versions called level 2 "fugly"). A renamed or added mood has no level in the
 *   CSV (only its name), so it cannot be placed on the scale: that line is an error naming it.
 * - activities (` | `-separated) → the entry's activities (binary factors for patterns).
 * - note_title and note → the note ("title" and text on separate lines when both are given).
 * - time "8:30 pm" or "20:30" → the entry's time in the person's time zone.
 */

export const daylioHeader = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'] as const;
export const daylioLegacyHeader = ['year', 'date', 'weekday', 'time', 'mood', 'activities', 'note'] as const;

export const daylioMoods: Record<string, number> = { rad: 5, good: 4, meh: 3, bad: 2, fugly: 2, awful: 1 };

export function parseDaylioRecord(record: CsvRecord, col: Record<string, number>, today: string): MoodImport | LineError {
  const line = record.line;
  const cell = (name: string) => (col[name] === undefined ? '' : (record.cells[col[name]!] ?? '')).trim();
  const error = (message: string): LineError => ({ line, message });

  const localDate = col.full_date !== undefined ? parseDate(cell('full_date')) : parseDate(`${cell('date')} ${cell('year')}`);
  if (!localDate) return error(`The date "${col.full_date !== undefined ? cell('full_date') : `${cell('date')} ${cell('year')}`}" is not a date (expected YYYY-MM-DD).`);
  const badDate = dateProblem(localDate, today);
  if (badDate) return error(badDate);
  const time = parseTime(cell('time'));
  if (!time) return error(`The time "${cell('time')}" is not a time of day (expected "8:30 pm" or "20:30").`);

  const moodName = cell('mood');
  const value = daylioMoods[moodName.toLowerCase()];
  if (value === undefined) {
    const shown = moodName.length > 40 ? `${moodName.slice(0, 40)}…` : moodName;
    return error(
      moodName
        ? `The mood "${shown}" is not one of Daylio's five moods (rad, good, meh, bad, awful); a renamed or added mood cannot be placed on the 5-point scale.`
        : 'The mood is empty.',
    );
  }

  const activities = splitList(cell('activities'));
  const activityProblem = listProblem(activities, 'activity');
  if (activityProblem) return error(activityProblem);
  const title = cell('note_title');
  const text = (col.note === undefined ? '' : (record.cells[col.note] ?? '')).trim();
  const note = title && text ? `${title}\n${text}` : title || text || null;
  const noteIssue = note ? textProblem(note, 'note', noteMaxLength) : null;
  if (noteIssue) return error(noteIssue);

  return { kind: 'mood', lines: [line], localDate, time, value, energy: null, anxiety: null, emotions: [], activities, note };
}
