/**
 * Adherence over a range of days and the daily series trends and patterns read, computed from the
 * schedules and their marks (doses are counted from the day each schedule was made).
 */
import { adherenceOf, type AdherenceCounts } from '@thrivewell/core/tracking/adherence';
import type { DoseOnDay } from '@thrivewell/core/tracking/dose-day';
import { datesBetween } from '@thrivewell/core/tracking/calendar-days';
import type { DailySeries } from '@thrivewell/core/tracking/daily-series';
import type { AdherenceResponse, MedicineAdherence } from '@thrivewell/core/contracts/doses-contract';
import type { CabinetItem } from '@thrivewell/core/contracts/safety-contract';
import { dayDoses } from './dose-rows';
import type { EventRow, ScheduleRow } from './doses.repo';

export interface Tracked {
  row: ScheduleRow;
  item: CabinetItem;
}

/**
 * A dose before the schedule existed (the morning dose of the day a medicine was added at noon)
 * was never anyone's to take: it is not counted unless it was marked.
 */
function countable(row: ScheduleRow, d: DoseOnDay): boolean {
  return d.status !== 'missed' || d.scheduledFor >= row.createdAt;
}

export function dosesByDay(t: Tracked, dates: string[], events: EventRow[], now: Date): Map<string, DoseOnDay[]> {
  const out = new Map<string, DoseOnDay[]>();
  for (const date of dates) out.set(date, dayDoses(t.row, date, events, now).filter((d) => countable(t.row, d)));
  return out;
}

export function adherenceReport(list: Tracked[], from: string, to: string, events: EventRow[], now: Date): AdherenceResponse {
  const dates = datesBetween(from, to);
  const perDay = new Map<string, DoseOnDay[]>(dates.map((d) => [d, []]));
  const medicines: MedicineAdherence[] = list.map((t) => {
    if (t.row.asNeeded) {
      const logged = events.filter((e) => e.scheduleId === t.row.id && e.status !== 'skipped').length;
      return { scheduleId: t.row.id, medicineName: t.item.name, asNeeded: true, asNeededLogged: logged, ...adherenceOf([]) };
    }
    const byDay = dosesByDay(t, dates, events, now);
    for (const [date, doses] of byDay) perDay.get(date)!.push(...doses);
    return { scheduleId: t.row.id, medicineName: t.item.name, asNeeded: false, asNeededLogged: 0, ...adherenceOf([...byDay.values()].flat()) };
  });
  const daily = dates.map((date): AdherenceCounts & { date: string } => ({ date, ...adherenceOf(perDay.get(date)!) }));
  return { from, to, medicines, daily };
}

/**
 * 'dose:<scheduleId>': 1 on a day every counted dose of that medicine was taken (on time or late),
 * 0 on a dose day that was not; 'adherence': the day's percentage over all medicines.
 */
export function doseSeries(list: Tracked[], from: string, to: string, events: EventRow[], now: Date): DailySeries[] {
  const dates = datesBetween(from, to);
  const report = adherenceReport(list, from, to, events, now);
  const series: DailySeries[] = list
    .filter((t) => !t.row.asNeeded)
    .map((t) => {
      const values: Record<string, number> = {};
      for (const [date, doses] of dosesByDay(t, dates, events, now)) {
        const counted = doses.filter((d) => d.status !== 'due');
        if (counted.length) values[date] = counted.every((d) => d.status === 'taken' || d.status === 'late') ? 1 : 0;
      }
      return { key: `dose:${t.row.id}`, label: `Took ${t.item.name}`, kind: 'binary', unit: 'taken (1) or not (0)', fill: 'zero', role: 'factor', values };
    });
  const adherence: Record<string, number> = {};
  for (const d of report.daily) if (d.percent !== null) adherence[d.date] = d.percent;
  series.push({ key: 'adherence', label: 'Doses taken', kind: 'measure', unit: '% of scheduled doses', fill: 'skip', role: 'both', values: adherence });
  return series;
}
