import { createHash } from 'node:crypto';
import type { TrackingImportResult } from '@thrivewell/core/contracts/tracking-import-contract';
import { dayHasValues, mergeDay } from '@thrivewell/core/tracking/csv/daily-merge';
import { summariseEntry } from '@thrivewell/core/tracking/csv/entry-summary';
import type { DailyImport, ImportEntry, MoodImport, ParsedImport, SymptomImport } from '@thrivewell/core/tracking/csv/import-entry';
import { parseTrackerExport } from '@thrivewell/core/tracking/csv/parse-export';
import { instantConverter, isTimeZone, wallClock } from '@thrivewell/core/tracking/zoned-time';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { insertMoods, insertSymptoms } from './import-insert.repo';
import * as repo from './import.repo';

/**
 * Imports a tracker export into the user's mood entries, symptom entries and daily log.
 * - Each mood or symptom row gets a stable import key: a hash of the format and the row's
 *   normalised content (day, time, values, tags, note; not its line number, so a later export
 *   with more entries imports only the new ones). Rows of our own export use the entry's id.
 *   Rows already imported, and repeats within the file, are skipped.
 * - Days merge into the daily log by filling only what the saved day lacks (daily-merge.ts).
 * - Everything is saved in one transaction; a dry run reads the same way and saves nothing.
 * Nothing of the file's content is logged.
 */

export const maxReturnedErrors = 200;
const previewRows = 20;
const reasons = { duplicate: 'Repeated rows in the file', already: 'Already imported', nothingNew: 'Days already in your daily log' };

export function decodeUpload(bytes: Buffer): string {
  if (bytes.length === 0) throw new AppError('EMPTY_FILE', 'The file is empty. Choose the CSV file your tracker exported.', 400, 'file');
  // A NUL byte in the first kilobyte: a binary file (a zip, an image, a spreadsheet), not a CSV.
  if (bytes.subarray(0, 1024).includes(0)) throw new AppError('NOT_A_CSV', 'This is not a CSV file. Choose the .csv file your tracker exported (not a zip or a spreadsheet).', 400, 'file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('NOT_A_CSV', 'The file is not UTF-8 text. Export it again from Daylio or Bearable and choose the .csv file.', 400, 'file');
  }
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

function importKey(format: string, entry: MoodImport | SymptomImport): string {
  if (entry.originalId) return `thrivewell:${entry.originalId}`;
  const { lines: _lines, originalId: _id, source: _source, ...content } = entry;
  return `${format}:${sha(JSON.stringify([format, content]))}`;
}

function count(map: Record<string, number>, reason: string, n = 1) {
  if (n > 0) map[reason] = (map[reason] ?? 0) + n;
}

/** `timeZone`: the zone the file's local times are in (the uploading browser's); else the tracking settings' zone, else UTC. */
export async function importTrackerFile(db: Database, userId: string, bytes: Buffer, opts: { dryRun: boolean; now: Date; timeZone?: string }): Promise<TrackingImportResult> {
  const text = decodeUpload(bytes);
  const stored = opts.timeZone ?? (await repo.timeZoneOf(db, userId));
  const timeZone = stored && isTimeZone(stored) ? stored : 'UTC';
  const outcome = parseTrackerExport(text, { today: wallClock(opts.now, timeZone).date });
  if ('problem' in outcome) throw new AppError('NOT_A_TRACKER_EXPORT', outcome.problem, 400, 'file');
  const parsed: ParsedImport = outcome;
  const source = parsed.format === 'thrivewell' ? 'app' : parsed.format;
  const skipped: Record<string, number> = { ...parsed.skipped };

  // Keys, repeats within the file dropped (the first one is kept).
  const seen = new Set<string>();
  const keyed: { entry: MoodImport | SymptomImport; key: string }[] = [];
  const days: DailyImport[] = [];
  for (const entry of parsed.entries) {
    if (entry.kind === 'daily') {
      if (dayHasValues(entry)) days.push(entry);
      continue;
    }
    const key = importKey(parsed.format, entry);
    if (seen.has(key)) count(skipped, reasons.duplicate);
    else {
      seen.add(key);
      keyed.push({ entry, key });
    }
  }

  const known = async (kind: 'mood' | 'symptom') => {
    const mine = keyed.filter((k) => k.entry.kind === kind);
    const keys = mine.length ? await repo.existingImportKeys(db, userId, kind, `${parsed.format}:`) : new Set<string>();
    const ids = await repo.existingEntryIds(db, userId, kind, mine.flatMap((k) => (k.entry.originalId ? [k.entry.originalId] : [])));
    return (k: { entry: ImportEntry; key: string }) => keys.has(k.key) || ('originalId' in k.entry && k.entry.originalId !== undefined && ids.has(k.entry.originalId));
  };
  const moodKnown = await known('mood');
  const symptomKnown = await known('symptom');
  const fresh = keyed.filter((k) => !(k.entry.kind === 'mood' ? moodKnown(k) : symptomKnown(k)));
  count(skipped, reasons.already, keyed.length - fresh.length);

  const instantOf = instantConverter(timeZone);
  const base = (e: MoodImport | SymptomImport, key: string) => ({
    userId, recordedAt: instantOf(e.localDate, e.time), localDate: e.localDate, note: e.note, source: e.source ?? source, importKey: key,
  });
  const moodRows: repo.NewMoodRow[] = [];
  const symptomRows: repo.NewSymptomRow[] = [];
  for (const { entry: e, key } of fresh) {
    if (e.kind === 'mood') moodRows.push({ ...base(e, key), value: e.value, scaleMax: 5, energy: e.energy, anxiety: e.anxiety, emotions: e.emotions, activities: e.activities });
    else symptomRows.push({ ...base(e, key), symptom: e.symptom, severity: e.severity, durationMinutes: e.durationMinutes, triggers: e.triggers });
  }

  const savedDays = await repo.dailyLogsOn(db, userId, [...new Set(days.map((d) => d.localDate))]);
  const dayWrites: ({ kind: 'insert'; row: repo.NewDailyLogRow } | { kind: 'patch'; id: string; patch: repo.DailyLogPatch })[] = [];
  const merged = new Map<string, repo.DailyLogRow>();
  for (const day of days) {
    const saved = merged.get(day.localDate) ?? savedDays.get(day.localDate);
    const { kind: _k, lines: _l, source: daySource, localDate, ...values } = day;
    if (!saved) {
      dayWrites.push({ kind: 'insert', row: { userId, localDate, ...values, source: daySource ?? source } });
      continue;
    }
    const patch = mergeDay(saved, day);
    if (Object.keys(patch).length === 0) count(skipped, reasons.nothingNew);
    else {
      dayWrites.push({ kind: 'patch', id: saved.id, patch });
      merged.set(day.localDate, { ...saved, ...patch });
    }
  }

  let byKind = { mood: moodRows.length, symptom: symptomRows.length, daily: dayWrites.length };
  if (!opts.dryRun) {
    byKind = await repo.inTransaction(db, async (tx) => {
      const mood = await insertMoods(tx, moodRows);
      const symptom = await insertSymptoms(tx, symptomRows);
      let daily = 0;
      for (const w of dayWrites) {
        if (w.kind === 'insert') daily += (await repo.insertDailyLog(tx, w.row)) ? 1 : 0;
        else {
          await repo.patchDailyLog(tx, userId, w.id, w.patch);
          daily++;
        }
      }
      return { mood, symptom, daily };
    });
    // A concurrent import saved some of these first: they count as already imported.
    count(skipped, reasons.already, moodRows.length + symptomRows.length + dayWrites.length - (byKind.mood + byKind.symptom + byKind.daily));
  }

  const preview = [...parsed.entries]
    .sort((a, b) => a.lines[0]! - b.lines[0]!)
    .slice(0, previewRows)
    .map((e) => ({ line: e.lines[0]!, kind: e.kind, date: e.localDate, time: e.kind === 'daily' ? null : e.time, summary: summariseEntry(e) }));
  const skippedReasons = Object.entries(skipped).map(([reason, n]) => ({ reason, count: n }));
  return {
    format: parsed.format,
    dryRun: opts.dryRun,
    imported: byKind.mood + byKind.symptom + byKind.daily,
    skipped: skippedReasons.reduce((s, r) => s + r.count, 0),
    errors: parsed.errors.slice(0, maxReturnedErrors),
    errorCount: parsed.errors.length,
    skippedReasons,
    byKind,
    preview,
  };
}
