import { trackingExportCsv } from '@thrivewell/core/tracking/csv/thrivewell-format';
import { isTimeZone, wallClock } from '@thrivewell/core/tracking/zoned-time';
import type { Database } from '../../db/client';
import * as repo from './import.repo';

/**
 * "Download my tracking data (CSV)": every mood entry, symptom entry and daily log value in the
 * person's time zone, formula-looking cells neutralised (csv-writer.ts). The same file imports
 * back (thrivewell-format.ts). Habits, measurements and doses join here once their modules
 * answer rows for it (see the report of W2-D import/export).
 */
export async function trackingCsv(db: Database, userId: string, now: Date): Promise<{ csv: string; filename: string }> {
  const stored = await repo.timeZoneOf(db, userId);
  const timeZone = stored && isTimeZone(stored) ? stored : 'UTC';
  const [moods, symptoms, days] = await Promise.all([repo.moodsOf(db, userId), repo.symptomsOf(db, userId), repo.dailyLogsOf(db, userId)]);
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
  });
  return { csv, filename: `thrivewell-tracking-${wallClock(now, timeZone).date}.csv` };
}
