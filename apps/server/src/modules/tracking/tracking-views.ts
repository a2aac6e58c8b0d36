/** Rows of the tracking tables as the contract's answers (dates as ISO strings). */
import type { DailyLog, MoodEntry, SymptomEntry } from '@thrivewell/core/contracts/tracking-contract';
import type { DailyLogRow } from './daily-log.repo';
import type { MoodRow, SymptomRow } from './tracking.repo';

export function moodView(row: MoodRow): MoodEntry {
  return {
    id: row.id,
    recordedAt: row.recordedAt.toISOString(),
    localDate: row.localDate,
    value: row.value,
    scaleMax: row.scaleMax,
    energy: row.energy,
    anxiety: row.anxiety,
    emotions: row.emotions,
    activities: row.activities,
    note: row.note,
    clientId: row.clientId,
  };
}

export function symptomView(row: SymptomRow): SymptomEntry {
  return {
    id: row.id,
    recordedAt: row.recordedAt.toISOString(),
    localDate: row.localDate,
    symptom: row.symptom,
    severity: row.severity,
    durationMinutes: row.durationMinutes,
    triggers: row.triggers,
    note: row.note,
    clientId: row.clientId,
  };
}

export function dailyLogView(row: DailyLogRow): DailyLog {
  return {
    localDate: row.localDate,
    sleepHours: row.sleepHours,
    sleepQuality: row.sleepQuality,
    energy: row.energy,
    stress: row.stress,
    waterGlasses: row.waterGlasses,
    meals: row.meals,
    factors: row.factors,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}
