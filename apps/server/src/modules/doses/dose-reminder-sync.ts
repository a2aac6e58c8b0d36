/**
 * The one place dose schedules tell the reminders module what to remind: a reminder per dose time
 * (text without the medicine's name) and a refill reminder while the supply is low. The port is
 * the reminders service's `upsertForSubject` / `removeForSubject`, passed in by buildApp.
 */
import { supplyOf } from '@thrivewell/core/tracking/adherence';
import { doseReminders, refillReminder, type DoseReminderDefinition } from '@thrivewell/core/tracking/dose-reminders';
import { localDateOf } from '@thrivewell/core/tracking/zoned-time';
import type { ScheduleRow } from './doses.repo';

export interface DoseReminderPort {
  /** Replaces the reminders of one kind for one subject (a dose schedule) with these definitions. */
  upsertForSubject(userId: string, subject: { kind: 'dose' | 'refill'; subjectId: string }, reminders: DoseReminderDefinition[]): Promise<unknown>;
  removeForSubject(userId: string, subject: { kind: 'dose' | 'refill'; subjectId: string }): Promise<unknown>;
}

export async function syncDoseReminders(port: DoseReminderPort | undefined, userId: string, row: ScheduleRow, what: 'all' | 'refill' = 'all'): Promise<void> {
  if (!port) return;
  const startDate = row.startDate ?? localDateOf(row.createdAt, row.timeZone);
  if (what === 'all') {
    const doses = row.active ? doseReminders({ ...row, startDate }) : [];
    if (doses.length) await port.upsertForSubject(userId, { kind: 'dose', subjectId: row.id }, doses);
    else await port.removeForSubject(userId, { kind: 'dose', subjectId: row.id });
  }
  if (row.active && supplyOf(row).refillSoon) await port.upsertForSubject(userId, { kind: 'refill', subjectId: row.id }, [refillReminder({ timeZone: row.timeZone, startDate })]);
  else await port.removeForSubject(userId, { kind: 'refill', subjectId: row.id });
}
