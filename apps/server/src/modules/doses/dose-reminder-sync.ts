/**
 * The one place dose schedules tell the reminders module what to remind: a dose reminder with the
 * schedule's times, weekdays and every-n-days interval (text without the medicine's name) and a refill reminder while the supply is
 * low. The port is the reminders service's upsertForSubject / removeForSubject (buildApp passes it).
 */
import { supplyOf } from '@thrivewell/core/tracking/adherence';
import { doseReminder, refillReminder, type DoseReminderInput } from '@thrivewell/core/tracking/dose-reminders';
import { shapeOf } from './dose-rows';
import type { ScheduleRow } from './doses.repo';

export interface DoseReminderPort {
  upsertForSubject(userId: string, input: DoseReminderInput & { subjectId: string }): Promise<unknown>;
  /** Removes every reminder of a subject (its schedule is gone). */
  removeForSubject(userId: string, subjectId: string): Promise<unknown>;
  /** The subjects of the user's dose and refill reminders. */
  doseSubjects(userId: string): Promise<string[]>;
}

export async function syncDoseReminders(port: DoseReminderPort | undefined, userId: string, row: ScheduleRow, what: 'all' | 'refill' = 'all'): Promise<void> {
  if (!port) return;
  if (what === 'all') await port.upsertForSubject(userId, { ...doseReminder({ ...row, firstDate: shapeOf(row).firstDate }), subjectId: row.id });
  await port.upsertForSubject(userId, { ...refillReminder(row, row.active && supplyOf(row).refillSoon), subjectId: row.id });
}

/**
 * Reminders whose schedule is gone (the cabinet entry was removed or paused) are removed, and an
 * active schedule without them gets them (an entry resumed).
 */
export async function reconcileDoseReminders(port: DoseReminderPort | undefined, userId: string, active: ScheduleRow[]): Promise<void> {
  if (!port) return;
  const subjects = new Set(await port.doseSubjects(userId));
  const activeIds = new Set(active.map((r) => r.id));
  for (const id of subjects) if (!activeIds.has(id)) await port.removeForSubject(userId, id);
  for (const row of active) if (!subjects.has(row.id)) await syncDoseReminders(port, userId, row);
}
