/**
 * The lab timeline (W2-F, Wellness Pro "blood and urine correlations"): the person's confirmed
 * lab values, the day's highest severity of each symptom, and medicine changes, on one range of
 * days, so they can be looked at together. It only places events side by side; it never says
 * that one caused another. The symptoms come from the tracking module and the medicines from the
 * cabinet, each through its own service (the `TimelineSources` port, wired in app.ts): this
 * module never reads their tables.
 *
 * The cabinet's change log tells each add, stop, restart, edit and removal with its time; a start
 * date the person typed wins over the day an entry was added. Entries older than the log fall
 * back on what their row tells: added on the day it was saved first, "stopped" on the last save
 * of an entry marked as not taken, "changed" on the latest save of one still taken.
 */
import { timelineDefaultDays, timelineSpanDaysMax, type LabTimeline, type TimelineMedicineChange, type TimelineQuery } from '@thrivewell/core/contracts/biomarkers-contract';
import { addDays, daysBetween } from '@thrivewell/core/tracking/calendar-days';
import { isCalendarDate, latestLoggableDate } from '@thrivewell/core/tracking/local-date';
import { localDateOf } from '@thrivewell/core/tracking/zoned-time';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as repo from './biomarkers.repo';
import { toResultRow } from './lab-rows';

/** A cabinet entry as the cabinet service tells it. */
export interface CabinetEntryDates {
  name: string;
  active: boolean;
  startDate: string | null;
  addedAt: Date;
  updatedAt: Date;
}

/** One line of the cabinet's change log. */
export interface CabinetChange {
  medicationName: string;
  change: TimelineMedicineChange['change'];
  at: Date;
}

/** The other modules' data the timeline shows, read through their services. */
export interface TimelineSources {
  symptomDays(userId: string, from: string, to: string): Promise<{ day: string; name: string; severity: number }[]>;
  cabinetEntries(userId: string): Promise<CabinetEntryDates[]>;
  /** The cabinet's change log between two instants. */
  cabinetChanges(userId: string, from: Date, to: Date): Promise<CabinetChange[]>;
  /** The person's time zone (null before they have told us): days are theirs, not the server's. */
  timeZone(userId: string): Promise<string | null>;
}

/** A save within this long of the entry's creation is the creation itself, not a change. */
const sameSaveMs = 60_000;

/** The medicine changes between two days (inclusive), oldest first: the change log, start dates, and the rows' own dates for entries older than the log. */
export function medicineChangesOf(entries: CabinetEntryDates[], log: CabinetChange[], from: string, to: string, timeZone: string | null): TimelineMedicineChange[] {
  const dayOf = (instant: Date) => (timeZone ? localDateOf(instant, timeZone) : instant.toISOString().slice(0, 10));
  const key = (name: string) => name.trim().toLowerCase();
  const logged = new Set(log.map((l) => key(l.medicationName)));
  const startDates = new Set<string>();
  const changes: TimelineMedicineChange[] = [];
  for (const entry of entries) {
    const given = entry.startDate && isCalendarDate(entry.startDate) ? entry.startDate : null;
    if (given) {
      startDates.add(key(entry.name));
      changes.push({ day: given, medicine: entry.name, change: 'started', basis: 'start_date' });
    }
    if (logged.has(key(entry.name))) continue;
    if (!given) changes.push({ day: dayOf(entry.addedAt), medicine: entry.name, change: 'started', basis: 'added' });
    if (!entry.active) changes.push({ day: dayOf(entry.updatedAt), medicine: entry.name, change: 'stopped', basis: 'marked_not_taken' });
    else if (entry.updatedAt.getTime() - entry.addedAt.getTime() > sameSaveMs) changes.push({ day: dayOf(entry.updatedAt), medicine: entry.name, change: 'changed', basis: 'edited' });
  }
  for (const l of log) {
    if (l.change === 'started' && startDates.has(key(l.medicationName))) continue;
    changes.push({ day: dayOf(l.at), medicine: l.medicationName, change: l.change, basis: 'logged' });
  }
  return changes.filter((c) => c.day >= from && c.day <= to).sort((a, b) => a.day.localeCompare(b.day) || a.medicine.localeCompare(b.medicine));
}

const rangeError = (message: string) => new AppError('VALIDATION_ERROR', message, 400, 'from');

/** The days asked for: by default the last 12 months up to the person's today; at most ~3 years. */
export function timelineRange(query: TimelineQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -timelineDefaultDays);
  if (from > to) throw rangeError('`from` must be on or before `to`.');
  if (daysBetween(from, to) > timelineSpanDaysMax) throw rangeError(`The timeline shows at most ${timelineSpanDaysMax} days (about 3 years) at once.`);
  return { from, to };
}

export function createLabTimeline(deps: { db: Database; sources: TimelineSources; now?: () => Date }) {
  const { db, sources, now = () => new Date() } = deps;
  return async function timeline(userId: string, query: TimelineQuery): Promise<LabTimeline> {
    const timeZone = await sources.timeZone(userId);
    const { from, to } = timelineRange(query, latestLoggableDate(now(), timeZone));
    // The log is read a day wider on each side: its instants become days in the person's zone.
    const [results, symptoms, entries, log] = await Promise.all([
      repo.confirmedResultsBetween(db, userId, from, to),
      sources.symptomDays(userId, from, to),
      sources.cabinetEntries(userId),
      sources.cabinetChanges(userId, new Date(`${addDays(from, -1)}T00:00:00Z`), new Date(`${addDays(to, 2)}T00:00:00Z`)),
    ]);
    const labs = results.map(({ result, collectedOn }) => {
      const row = toResultRow(result);
      const canonical = result.canonicalValue !== null;
      return { collectedOn, reportId: result.reportId, loinc: result.loinc!, name: row.name, value: canonical ? result.canonicalValue : row.value, unit: canonical ? result.canonicalUnit : row.unit, flag: row.flag };
    });
    return { from, to, labs, symptoms, medicineChanges: medicineChangesOf(entries, log, from, to, timeZone) };
  };
}
