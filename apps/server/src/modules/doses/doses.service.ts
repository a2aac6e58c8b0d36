/**
 * Medication doses (W2-D): a schedule per active cabinet entry, made from its frequency the first
 * time it is read and editable after; the doses of a day and their marks; the supply left. The
 * cabinet entries are read through the cabinet service only. Adherence and the daily series are
 * in doses-adherence.service.ts.
 */
import { parseDoseTimes } from '@thrivewell/core/tracking/dose-times';
import { quantityAfter, supplyOf } from '@thrivewell/core/tracking/adherence';
import { slotsOn } from '@thrivewell/core/tracking/dose-day';
import { addDays } from '@thrivewell/core/tracking/calendar-days';
import { localDateOf, wallClock } from '@thrivewell/core/tracking/zoned-time';
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import type { AdherenceResponse, DoseDay, DoseEventBody, MedicineAdherence, DoseEventResult, DoseSchedule, DoseScheduleBody, ScheduledDose } from '@thrivewell/core/contracts/doses-contract';
import type { CabinetItem } from '@thrivewell/core/contracts/safety-contract';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { CabinetService } from '../cabinet/cabinet.service';
import * as repo from './doses.repo';
import { dayDoses, shapeOf, toSchedule, toScheduledDose } from './dose-rows';
import { adherenceReport, doseSeries } from './dose-history';
import { reconcileDoseReminders, syncDoseReminders, type DoseReminderPort } from './dose-reminder-sync';

export interface DosesServiceOptions {
  db: Database;
  cabinet: Pick<CabinetService, 'activeItems'>;
  /** The reminders module's service (dose and refill reminders); left out, nothing is reminded. */
  reminders?: DoseReminderPort;
  now?: () => Date;
}

const notFound = () => new AppError('NOT_FOUND', 'That dose schedule was not found. The medicine may have been removed from your cabinet.', 404);
const badTime = (message: string, field: string) => new AppError('VALIDATION_ERROR', message, 400, field);
/** How early a dose may be marked (taking the evening dose with dinner). */
const earlyMarkMs = 12 * 60 * 60 * 1000;

export function createDosesService({ db, cabinet, reminders, now = () => new Date() }: DosesServiceOptions) {
  /** The user's active cabinet entries with their schedules, making the missing ones from the frequency. */
  async function active(userId: string, timeZone = 'UTC'): Promise<{ row: repo.ScheduleRow; item: CabinetItem }[]> {
    const items = await cabinet.activeItems(userId);
    let rows = await repo.scheduleRows(db, userId);
    if (await followFrequencyChanges(userId, rows, items)) rows = await repo.scheduleRows(db, userId);
    const missing = items.filter((i) => !rows.some((r) => r.medicationId === i.id));
    if (missing.length) {
      const today = localDateOf(now(), timeZone);
      for (const item of missing) {
        const g = parseDoseTimes(item.frequency);
        await repo.insertSchedule(db, userId, item.id, today, {
          times: g.times,
          weekdays: g.weekdays,
          everyDays: g.everyDays,
          asNeeded: g.asNeeded,
          timeZone,
          unitsPerDose: 1,
          quantityOnHand: null,
          refillThresholdDays: 7,
          frequencySeen: item.frequency ?? '',
        });
      }
      rows = await repo.scheduleRows(db, userId);
      for (const row of rows.filter((r) => missing.some((i) => i.id === r.medicationId))) await syncDoseReminders(reminders, userId, row);
    }
    return rows.flatMap((row) => {
      const item = items.find((i) => i.id === row.medicationId);
      return item ? [{ row, item }] : [];
    });
  }

  /**
   * A frequency changed in the cabinet ("twice daily" → "once daily at bedtime") gives the schedule
   * new times from the new text, and its reminders follow; the supply and marks stay. A schedule
   * made before the text was kept only records it.
   */
  async function followFrequencyChanges(userId: string, rows: repo.ScheduleRow[], items: CabinetItem[]): Promise<boolean> {
    let changed = false;
    for (const row of rows) {
      const item = items.find((i) => i.id === row.medicationId);
      if (!item) continue; // a paused or removed entry: left as it is
      const text = item.frequency ?? '';
      if (row.frequencySeen === text) continue;
      changed = true;
      if (row.frequencySeen === null) {
        await repo.updateSchedule(db, userId, row.id, { frequencySeen: text }, now());
        continue;
      }
      const g = parseDoseTimes(text);
      await repo.updateSchedule(db, userId, row.id, { times: g.times, weekdays: g.weekdays, everyDays: g.everyDays, asNeeded: g.asNeeded, frequencySeen: text }, now());
      const updated = await repo.findSchedule(db, userId, row.id);
      if (updated) await syncDoseReminders(reminders, userId, updated);
    }
    return changed;
  }

  async function own(userId: string, id: string): Promise<{ row: repo.ScheduleRow; item: CabinetItem }> {
    const found = (await active(userId)).find((x) => x.row.id === id);
    if (!found) throw notFound();
    return found;
  }

  return {
    active,

    async schedules(userId: string, timeZone?: string): Promise<DoseSchedule[]> {
      const list = await active(userId, timeZone);
      await reconcileDoseReminders(reminders, userId, list.map((x) => x.row));
      return list.map(({ row, item }) => toSchedule(row, item));
    },

    async updateSchedule(userId: string, id: string, body: DoseScheduleBody): Promise<DoseSchedule> {
      const { item } = await own(userId, id);
      const values = { ...body, times: body.asNeeded ? [] : [...body.times].sort(), weekdays: [...new Set(body.weekdays)].sort() };
      await repo.updateSchedule(db, userId, id, values, now());
      const row = (await repo.findSchedule(db, userId, id))!;
      await syncDoseReminders(reminders, userId, row);
      return toSchedule(row, item);
    },

    /** A new pack: the quantity on hand is set again. */
    async refill(userId: string, id: string, quantity: number): Promise<DoseSchedule> {
      const { item } = await own(userId, id);
      await repo.updateSchedule(db, userId, id, { quantityOnHand: quantity }, now());
      const row = (await repo.findSchedule(db, userId, id))!;
      await syncDoseReminders(reminders, userId, row);
      return toSchedule(row, item);
    },

    /** Every scheduled dose of a local day across the user's medicines, and the as-needed ones logged. */
    async day(userId: string, date: string, timeZone?: string): Promise<DoseDay> {
      const list = await active(userId, timeZone);
      const events = await repo.eventsBetween(db, userId, date, date);
      const at = now();
      const doses: ScheduledDose[] = [];
      const asNeeded: DoseDay['asNeeded'] = [];
      for (const { row, item } of list) {
        if (row.asNeeded) {
          const taken = events.filter((e) => e.scheduleId === row.id && e.status !== 'skipped').map((e) => (e.takenAt ?? e.scheduledFor).toISOString());
          asNeeded.push({ scheduleId: row.id, medicineName: item.name, taken });
        } else {
          doses.push(...dayDoses(row, date, events, at).map((d) => toScheduledDose(row, item.name, d)));
        }
      }
      doses.sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor) || a.medicineName.localeCompare(b.medicineName));
      return { date, doses, asNeeded };
    },

    /** Adherence per medicine over local days from–to (the achievements read it). */
    async adherence(userId: string, from: string, to: string): Promise<MedicineAdherence[]> {
      return (await this.adherenceReport(userId, from, to)).medicines;
    },

    /** Per medicine and per day, for the adherence screen (the last `days` days up to `to`). */
    async adherenceReport(userId: string, from: string, to: string): Promise<AdherenceResponse> {
      const list = await active(userId);
      return adherenceReport(list, from, to, await repo.eventsBetween(db, userId, from, to), now());
    },

    /** The last n days ending on `to` (the user's local today by default). */
    async recentAdherence(userId: string, days: number, to?: string, timeZone = 'UTC'): Promise<AdherenceResponse> {
      const end = to ?? localDateOf(now(), timeZone);
      return this.adherenceReport(userId, addDays(end, 1 - days), end);
    },

    /** 'dose:<scheduleId>' and 'adherence' per local day (trends and patterns). */
    async dailySeries(userId: string, from: string, to: string): Promise<DailySeries[]> {
      const list = await active(userId);
      return doseSeries(list, from, to, await repo.eventsBetween(db, userId, from, to), now());
    },

    /** The doses still to take on a local day (the dashboard's Today card). */
    async dueToday(userId: string, localDate: string): Promise<ScheduledDose[]> {
      return (await this.day(userId, localDate)).doses.filter((d) => d.status === 'due');
    },

    /**
     * Marks a dose taken or skipped, once per schedule and scheduled time (a repeat changes the
     * mark), and keeps the quantity on hand in step. An as-needed dose is logged at the moment taken.
     */
    async mark(userId: string, body: DoseEventBody): Promise<DoseEventResult> {
      const at = now();
      const { item } = await own(userId, body.scheduleId);
      if (body.clientId) {
        const replay = await repo.findEventByClientId(db, userId, body.clientId);
        if (replay && replay.scheduleId === body.scheduleId && (body.scheduledFor === undefined || replay.scheduledFor.getTime() === Date.parse(body.scheduledFor))) {
          return resultFor(userId, body.scheduleId, item, replay.scheduledFor, at);
        }
      }
      const takenAt = body.status === 'taken' ? (body.takenAt ? new Date(body.takenAt) : at) : null;
      if (takenAt && takenAt.getTime() > at.getTime() + 5 * 60_000) throw badTime('The time taken cannot be in the future.', 'takenAt');
      const scheduledFor = await db.transaction(async (tx) => {
        const row = (await repo.findSchedule(tx, userId, body.scheduleId, true))!;
        let when: Date;
        if (row.asNeeded) {
          if (body.status !== 'taken') throw badTime('An as-needed dose is only logged when taken.', 'status');
          when = body.scheduledFor ? new Date(body.scheduledFor) : takenAt!;
        } else {
          if (!body.scheduledFor) throw badTime('Say which dose: its scheduled time is missing.', 'scheduledFor');
          when = new Date(body.scheduledFor);
          if (when.getTime() > at.getTime() + earlyMarkMs) throw badTime('That dose is too far in the future to mark.', 'scheduledFor');
          const day = localDateOf(when, row.timeZone);
          const scheduled = slotsOn(shapeOf(row), day).some((s) => s.at.getTime() === when.getTime());
          if (!scheduled && !(await repo.findEvent(tx, userId, row.id, when))) throw badTime('That is not one of this medicine’s dose times.', 'scheduledFor');
        }
        const before = await repo.findEvent(tx, userId, row.id, when);
        await repo.upsertEvent(tx, userId, { scheduleId: row.id, scheduledFor: when, localDate: localDateOf(when, row.timeZone), status: body.status, takenAt, clientId: body.clientId ?? before?.clientId ?? null }, at);
        const quantity = quantityAfter(row.quantityOnHand, row.unitsPerDose, before?.status === 'taken', body.status === 'taken');
        if (quantity !== row.quantityOnHand) await repo.updateSchedule(tx, userId, row.id, { quantityOnHand: quantity }, at);
        return when;
      });
      const row = (await repo.findSchedule(db, userId, body.scheduleId))!;
      await syncDoseReminders(reminders, userId, row, 'refill');
      return resultFor(userId, body.scheduleId, item, scheduledFor, at);
    },
  };

  async function resultFor(userId: string, scheduleId: string, item: CabinetItem, scheduledFor: Date, at: Date): Promise<DoseEventResult> {
    const row = (await repo.findSchedule(db, userId, scheduleId))!;
    const date = localDateOf(scheduledFor, row.timeZone);
    const events = await repo.eventsBetween(db, userId, date, date, [row.id]);
    const dose = row.asNeeded
      ? { scheduledFor, time: wallClock(scheduledFor, row.timeZone).time, status: 'taken' as const, takenAt: events.find((e) => e.scheduledFor.getTime() === scheduledFor.getTime())?.takenAt ?? scheduledFor, windowEnd: scheduledFor }
      : dayDoses(row, date, events, at).find((d) => d.scheduledFor.getTime() === scheduledFor.getTime())!;
    return { dose: toScheduledDose(row, item.name, dose), supply: supplyOf(row), quantityOnHand: row.quantityOnHand };
  }
}

export type DosesService = ReturnType<typeof createDosesService>;
