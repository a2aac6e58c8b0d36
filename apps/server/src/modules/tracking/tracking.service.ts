/**
 * Daily tracking (W2-D): mood entries, symptom entries, the daily log and the time zone days are
 * counted in. Every entry's instant and day are checked together against the person's zone
 * (core's local-date rules); a save with a client id already used answers the first save; a
 * red-flag symptom entry is saved and answered with the emergency screen's advice. Trends and
 * patterns read `dailySeries`; the dashboard can read `today`.
 */
import type { DailyLogBody, MoodEntry, MoodEntryBody, MoodEntryPatch, RangeQuery, SymptomEntryBody, SymptomEntryPatch, SymptomSaved, TrackingDay, TrackingSettingsView } from '@thrivewell/core/contracts/tracking-contract';
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import { addDays, daysBetween } from '@thrivewell/core/tracking/calendar-days';
import { checkDay, checkEntryDate, latestLoggableDate, type DateProblem } from '@thrivewell/core/tracking/local-date';
import { symptomRedFlag } from '@thrivewell/core/tracking/symptom-red-flags';
import { moodScaleMax, trackingLimits } from '@thrivewell/core/tracking/tracking-choices';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as dailyLogRepo from './daily-log.repo';
import { buildDailySeries } from './tracking-series';
import { moodRepo, symptomRepo, findTimeZone, saveTimeZone, type SymptomRow } from './tracking.repo';
import { dailyLogView, moodView, symptomView } from './tracking-views';

export interface TrackingServiceOptions {
  db: Database;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

/** A save's answer and whether it added a row (false: the client id was used before). */
export interface Saved<T> {
  value: T;
  created: boolean;
}

const notFound = () => new AppError('NOT_FOUND', 'That entry was not found. It may have been deleted already.', 404);
const badDate = (problem: DateProblem) => new AppError('VALIDATION_ERROR', problem.message, 400, problem.field);

export function createTrackingService({ db, now = () => new Date() }: TrackingServiceOptions) {
  async function zoneOf(userId: string) {
    return findTimeZone(db, userId);
  }

  async function checkTiming(userId: string, entry: { recordedAt: string; localDate: string }) {
    const problem = checkEntryDate(entry, now(), await zoneOf(userId));
    if (problem) throw badDate(problem);
  }

  async function resolveRange(userId: string, query: RangeQuery): Promise<{ from: string; to: string }> {
    const to = query.to ?? latestLoggableDate(now(), await zoneOf(userId));
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw new AppError('VALIDATION_ERROR', '`from` must be on or before `to`.', 400, 'from');
    if (daysBetween(from, to) > trackingLimits.rangeDaysMax) throw new AppError('VALIDATION_ERROR', `At most ${trackingLimits.rangeDaysMax} days at once.`, 400, 'from');
    return { from, to };
  }

  /** Everything logged on one day: the daily log, mood and symptom entries. */
  async function day(userId: string, date: string): Promise<TrackingDay> {
    const [log, mood, symptoms] = await Promise.all([dailyLogRepo.findDailyLog(db, userId, date), moodRepo.list(db, userId, date, date), symptomRepo.list(db, userId, date, date)]);
    return { date, log: log ? dailyLogView(log) : null, mood: mood.map(moodView), symptoms: symptoms.map(symptomView) };
  }

  function redFlagOf(row: SymptomRow): SymptomSaved['emergency'] {
    return symptomRedFlag(row);
  }

  return {
    async settings(userId: string): Promise<TrackingSettingsView> {
      const zone = await zoneOf(userId);
      return { timeZone: zone ?? 'UTC', saved: zone !== null };
    },

    async setTimeZone(userId: string, timeZone: string): Promise<TrackingSettingsView> {
      await saveTimeZone(db, userId, timeZone);
      return { timeZone, saved: true };
    },

    async listMood(userId: string, query: RangeQuery) {
      const range = await resolveRange(userId, query);
      return { ...range, entries: (await moodRepo.list(db, userId, range.from, range.to)).map(moodView) };
    },

    async addMood(userId: string, body: MoodEntryBody): Promise<Saved<MoodEntry>> {
      if (body.clientId) {
        const existing = await moodRepo.findByClientId(db, userId, body.clientId);
        if (existing) return { value: moodView(existing), created: false };
      }
      await checkTiming(userId, body);
      const row = await moodRepo.insert(db, userId, { ...body, recordedAt: new Date(body.recordedAt), scaleMax: moodScaleMax, clientId: body.clientId ?? null });
      if (row) return { value: moodView(row), created: true };
      // Lost a race with the same client id: the other save's row is the answer.
      const first = body.clientId ? await moodRepo.findByClientId(db, userId, body.clientId) : null;
      if (!first) throw notFound();
      return { value: moodView(first), created: false };
    },

    async updateMood(userId: string, id: string, patch: MoodEntryPatch): Promise<MoodEntry> {
      const current = await moodRepo.find(db, userId, id);
      if (!current) throw notFound();
      await checkTiming(userId, { recordedAt: patch.recordedAt ?? current.recordedAt.toISOString(), localDate: patch.localDate ?? current.localDate });
      const { recordedAt, ...rest } = patch;
      const row = await moodRepo.update(db, userId, id, { ...rest, ...(recordedAt ? { recordedAt: new Date(recordedAt) } : {}) });
      if (!row) throw notFound();
      return moodView(row);
    },

    async removeMood(userId: string, id: string): Promise<void> {
      if (!(await moodRepo.remove(db, userId, id))) throw notFound();
    },

    async listSymptoms(userId: string, query: RangeQuery) {
      const range = await resolveRange(userId, query);
      return { ...range, entries: (await symptomRepo.list(db, userId, range.from, range.to)).map(symptomView) };
    },

    async addSymptom(userId: string, body: SymptomEntryBody): Promise<Saved<SymptomSaved>> {
      const answer = (row: SymptomRow, created: boolean) => ({ value: { entry: symptomView(row), emergency: redFlagOf(row) }, created });
      if (body.clientId) {
        const existing = await symptomRepo.findByClientId(db, userId, body.clientId);
        if (existing) return answer(existing, false);
      }
      await checkTiming(userId, body);
      const row = await symptomRepo.insert(db, userId, { ...body, recordedAt: new Date(body.recordedAt), clientId: body.clientId ?? null });
      if (row) return answer(row, true);
      const first = body.clientId ? await symptomRepo.findByClientId(db, userId, body.clientId) : null;
      if (!first) throw notFound();
      return answer(first, false);
    },

    async updateSymptom(userId: string, id: string, patch: SymptomEntryPatch): Promise<SymptomSaved> {
      const current = await symptomRepo.find(db, userId, id);
      if (!current) throw notFound();
      await checkTiming(userId, { recordedAt: patch.recordedAt ?? current.recordedAt.toISOString(), localDate: patch.localDate ?? current.localDate });
      const { recordedAt, ...rest } = patch;
      const row = await symptomRepo.update(db, userId, id, { ...rest, ...(recordedAt ? { recordedAt: new Date(recordedAt) } : {}) });
      if (!row) throw notFound();
      return { entry: symptomView(row), emergency: redFlagOf(row) };
    },

    async removeSymptom(userId: string, id: string): Promise<void> {
      if (!(await symptomRepo.remove(db, userId, id))) throw notFound();
    },

    day,

    async saveDailyLog(userId: string, date: string, body: DailyLogBody) {
      const problem = checkDay(date, now(), await zoneOf(userId));
      if (problem) throw badDate(problem);
      const row = await dailyLogRepo.upsertDailyLog(db, userId, date, {
        sleepHours: body.sleepHours ?? null,
        sleepQuality: body.sleepQuality ?? null,
        energy: body.energy ?? null,
        stress: body.stress ?? null,
        waterGlasses: body.waterGlasses ?? null,
        meals: body.meals.filter((m) => m.description !== ''),
        factors: body.factors,
        note: body.note ?? null,
      });
      return dailyLogView(row);
    },

    async removeDailyLog(userId: string, date: string): Promise<void> {
      if (!(await dailyLogRepo.deleteDailyLog(db, userId, date))) throw notFound();
    },

    /** The user's tracking metrics as daily series between two days (inclusive), for trends and patterns. */
    async dailySeries(userId: string, from: string, to: string): Promise<DailySeries[]> {
      const [mood, symptoms, logs] = await Promise.all([moodRepo.list(db, userId, from, to), symptomRepo.list(db, userId, from, to), dailyLogRepo.listDailyLogs(db, userId, from, to)]);
      return buildDailySeries(mood, symptoms, logs);
    },

    /**
     * Each symptom's highest severity per day between two days (inclusive), oldest first: the
     * symptoms line of the lab timeline (modules/biomarkers). Names are grouped without regard to
     * case or surrounding spaces; the first spelling seen is kept.
     */
    async symptomDays(userId: string, from: string, to: string): Promise<{ day: string; name: string; severity: number }[]> {
      const byDay = new Map<string, { day: string; name: string; severity: number }>();
      for (const row of await symptomRepo.list(db, userId, from, to)) {
        const key = `${row.localDate}\u0000${row.symptom.trim().toLowerCase()}`;
        const seen = byDay.get(key);
        if (!seen) byDay.set(key, { day: row.localDate, name: row.symptom.trim(), severity: row.severity });
        else seen.severity = Math.max(seen.severity, row.severity);
      }
      return [...byDay.values()];
    },

    /** Today's entries in the user's zone (the dashboard's "Today"). */
    /** The person's local day; `timeZone` when the caller has read the settings already. */
    async today(userId: string, timeZone?: string): Promise<TrackingDay> {
      return day(userId, latestLoggableDate(now(), timeZone ?? (await zoneOf(userId)) ?? 'UTC'));
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
