import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import { trackingExportCsv, type ExportOtherRow } from '@thrivewell/core/tracking/csv/thrivewell-format';
import { isTimeZone, wallClock } from '@thrivewell/core/tracking/zoned-time';
import type { Database } from '../../db/client';
import * as repo from './import.repo';

/**
 * "Download my tracking data (CSV)": every mood entry, symptom entry and daily log value in the
 * person's time zone, formula-looking cells neutralised (csv-writer.ts). The same file imports
 * back (thrivewell-format.ts). Other modules' day values (habit check-ins, and measurements or
 * doses once they answer `dailySeries`) are added from their services' series, one row per
 * day and series; they are for the person to read and are not imported back.
 */

/** A module's daily series, read over the export's span (their services' `dailySeries`). */
export type SeriesSource = (userId: string, from: string, to: string) => Promise<DailySeries[]>;

/** How far back other modules' series are read: ten years of days. */
const seriesYears = 10;

async function otherRows(sources: SeriesSource[], userId: string, today: string): Promise<ExportOtherRow[]> {
  const from = `${Number(today.slice(0, 4)) - seriesYears}${today.slice(4)}`;
  const rows: ExportOtherRow[] = [];
  for (const source of sources) {
    for (const series of await source(userId, from, today)) {
      const type = series.key.split(':')[0] ?? series.key;
      for (const [localDate, value] of Object.entries(series.values)) {
        rows.push({ localDate, time: null, type, item: series.label, value, scale: null, note: series.unit, id: series.key });
      }
    }
  }
  return rows;
}

export async function trackingCsv(db: Database, userId: string, now: Date, sources: SeriesSource[] = []): Promise<{ csv: string; filename: string }> {
  const stored = await repo.timeZoneOf(db, userId);
  const timeZone = stored && isTimeZone(stored) ? stored : 'UTC';
  const today = wallClock(now, timeZone).date;
  const [moods, symptoms, days, other] = await Promise.all([
    repo.moodsOf(db, userId),
    repo.symptomsOf(db, userId),
    repo.dailyLogsOf(db, userId),
    otherRows(sources, userId, today),
  ]);
  const csv = trackingExportCsv({
    moods: moods.map((m) => ({
      id: m.id, localDate: m.localDate, time: wallClock(m.recordedAt, timeZone).time, value: m.value, scaleMax: m.scaleMax, energy: m.energy, anxiety: m.anxiety,
      emotions: m.emotions, activities: m.activities, note: m.note, source: m.source,
    })),
    symptoms: symptoms.map((s) => ({
      id: s.id, localDate: s.localDate, time: wallClock(s.recordedAt, timeZone).time, symptom: s.symptom, severity: s.severity, durationMinutes: s.durationMinutes,
      triggers: s.triggers, note: s.note, source: s.source,
    })),
    days: days.map((d) => ({
      id: d.id, localDate: d.localDate, sleepHours: d.sleepHours, sleepQuality: d.sleepQuality, energy: d.energy, stress: d.stress, waterGlasses: d.waterGlasses,
      meals: d.meals, factors: d.factors, note: d.note, source: d.source,
    })),
    other,
  });
  return { csv, filename: `thrivewell-tracking-${today}.csv` };
}
