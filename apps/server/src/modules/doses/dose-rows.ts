/** Turning stored rows into the contract's shapes (the doses module's own helpers). */
import { supplyOf } from '@thrivewell/core/tracking/adherence';
import { dosesOn, type DoseMark, type DoseOnDay, type ScheduleShape } from '@thrivewell/core/tracking/dose-day';
import { parseDoseTimes } from '@thrivewell/core/tracking/dose-times';
import { localDateOf, wallClock } from '@thrivewell/core/tracking/zoned-time';
import type { DoseSchedule, ScheduledDose } from '@thrivewell/core/contracts/doses-contract';
import type { CabinetItem } from '@thrivewell/core/contracts/safety-contract';
import { missedDoseGuidance } from '@thrivewell/assistant/missed-dose';
import type { EventRow, ScheduleRow } from './doses.repo';

export function shapeOf(row: ScheduleRow): ScheduleShape {
  return {
    times: row.times,
    weekdays: row.weekdays,
    everyDays: row.everyDays,
    asNeeded: row.asNeeded,
    timeZone: row.timeZone,
    firstDate: row.startDate ?? localDateOf(row.createdAt, row.timeZone),
  };
}

export function toSchedule(row: ScheduleRow, item: CabinetItem): DoseSchedule {
  const understood = parseDoseTimes(item.frequency);
  return {
    id: row.id,
    medicationId: row.medicationId,
    medicineName: item.name,
    frequency: item.frequency,
    understood: { explanation: understood.explanation, guessed: understood.guessed },
    times: row.times,
    weekdays: row.weekdays,
    everyDays: row.everyDays,
    asNeeded: row.asNeeded,
    timeZone: row.timeZone,
    unitsPerDose: row.unitsPerDose,
    quantityOnHand: row.quantityOnHand,
    refillThresholdDays: row.refillThresholdDays,
    supply: supplyOf(row),
    missedDoseGuidance: missedDoseGuidance(item.substanceId),
  };
}

export const markOf = (e: EventRow): DoseMark => ({
  scheduledFor: e.scheduledFor,
  status: e.status === 'skipped' ? 'skipped' : 'taken',
  takenAt: e.takenAt,
});

/** The doses of one schedule on one local day, with their status at `now`. */
export function dayDoses(row: ScheduleRow, date: string, events: EventRow[], now: Date): DoseOnDay[] {
  const marks = events.filter((e) => e.scheduleId === row.id && e.localDate === date).map(markOf);
  return dosesOn(shapeOf(row), date, marks, now, (at) => wallClock(at, row.timeZone).time);
}

export function toScheduledDose(row: ScheduleRow, name: string, d: DoseOnDay): ScheduledDose {
  return { scheduleId: row.id, medicineName: name, scheduledFor: d.scheduledFor.toISOString(), time: d.time, status: d.status, takenAt: d.takenAt?.toISOString() ?? null };
}
